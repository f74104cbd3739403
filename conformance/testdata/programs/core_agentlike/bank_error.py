# traceback: full
balances = {'alice': 100, 'bob': 50}
def transfer(src, dst, amount):
    if balances[src] < amount:
        raise ValueError(f'{src} has only {balances[src]}')
    balances[src] -= amount
    balances[dst] += amount
transfer('alice', 'bob', 30)
print(balances)
transfer('bob', 'carol', 10)
