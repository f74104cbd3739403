def make_bank():
    balance = 0
    history = []
    def deposit(n):
        nonlocal balance
        balance += n
        history.append(('dep', n))
    def withdraw(n):
        nonlocal balance
        if n > balance:
            raise ValueError('insufficient funds')
        balance -= n
        history.append(('wd', n))
    def report():
        return balance, list(history)
    return deposit, withdraw, report
dep, wd, rep = make_bank()
dep(10); wd(3)
try:
    wd(100)
except ValueError as e:
    print(e)
print(rep())
def gen_counter():
    n = 0
    def step():
        nonlocal n
        n += 1
        return n
    return [step() for _ in range(3)], step()
print(gen_counter())
