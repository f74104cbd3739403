# traceback: full
class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f'insufficient funds: {self.balance} < {amount}')
        self.balance -= amount
        return self.balance
acc = Account(100)
print(acc.withdraw(30))
acc.withdraw(500)
