def withdraw(balance, amount):
    assert amount <= balance, f'cannot withdraw {amount} from {balance}'
    return balance - amount
print(withdraw(10, 5))
withdraw(10, 50)
