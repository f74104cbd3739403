class InsufficientFunds(Exception):
    pass
class Account:
    interest = 0.02
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError('deposit must be positive')
        self._balance += amount
        self.history.append(('deposit', amount))
        return self
    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(f'{self.owner} has only {self._balance}')
        self._balance -= amount
        self.history.append(('withdraw', amount))
        return self
    def __repr__(self):
        return f'Account({self.owner!r}, {self._balance})'
class Savings(Account):
    interest = 0.05
    def add_interest(self):
        return self.deposit(round(self._balance * self.interest, 2))
a = Savings('ann', 100)
a.deposit(50).withdraw(30).add_interest()
print(a, a.history)
try:
    a.withdraw(1000)
except InsufficientFunds as e:
    print('error:', e)
for bad in (0, -5):
    try:
        a.deposit(bad)
    except ValueError as e:
        print('error:', e)
