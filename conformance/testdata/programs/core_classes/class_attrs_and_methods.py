class Account:
    bank = 'KB'
    count = 0
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        Account.count += 1
    def deposit(self, amt):
        if amt <= 0:
            raise ValueError('amount must be positive')
        self.balance += amt
        return self
    @classmethod
    def open(cls, owner):
        return cls(owner, 100)
    @staticmethod
    def fee(x):
        return x * 0.01
    @property
    def rich(self):
        return self.balance > 1000
    def __repr__(self):
        return f'Account({self.owner!r}, {self.balance})'
a = Account('ann').deposit(50).deposit(5)
b = Account.open('bob')
print(a, b, Account.count, a.bank, Account.fee(200), a.fee(1), b.rich)
try:
    a.deposit(-1)
except ValueError as e:
    print(e)
a.bank = 'mine'
print(a.bank, Account.bank, b.bank)
try:
    a.rich = True
except AttributeError as e:
    print(e)
