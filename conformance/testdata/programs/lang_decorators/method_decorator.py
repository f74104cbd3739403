def require_positive(fn):
    def w(self, x):
        if x <= 0:
            raise ValueError(f'{fn.__name__}: {x} is not positive')
        return fn(self, x)
    return w
class Account:
    def __init__(self): self.balance = 0
    @require_positive
    def deposit(self, x):
        self.balance += x
        return self.balance
a = Account()
print(a.deposit(5))
try:
    a.deposit(-1)
except ValueError as e:
    print(e)
