# traceback: full
class InsufficientFunds(Exception):
    def __init__(self, account, requested):
        self.account = account
        self.requested = requested
        super().__init__(f"{account.owner}: requested {requested:.2f}, available {account.balance:.2f}")

class Account:
    _next_id = 1000
    interest_rate = 0.02

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, value):
        if value < 0:
            raise ValueError("balance cannot be negative")
        self._balance = value

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError(f"invalid amount: {amount}")
        self.balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return self

    def __repr__(self):
        return f"Account(id={self.id}, owner={self.owner!r}, balance={self.balance:.2f})"

    def __str__(self):
        return f"{self.owner}'s account #{self.id}"

class Savings(Account):
    interest_rate = 0.045

    def add_interest(self):
        interest = round(self.balance * self.interest_rate, 2)
        return self.deposit(interest)

    def __repr__(self):
        return "Savings" + super().__repr__()[7:]

a = Account("Alice", 100)
b = Savings("Bob", 1000)
a.deposit(50).withdraw(30)
b.add_interest()
print(a, repr(a))
print(b, repr(b), b.history)
print(Account.interest_rate, b.interest_rate, isinstance(b, Account), issubclass(Savings, Account))
for acct, amount in [(a, 500), (b, -5), (a, 20)]:
    try:
        acct.withdraw(amount) if amount > 0 else acct.deposit(amount)
        print("ok", acct.balance)
    except InsufficientFunds as e:
        print("Insufficient:", e, e.requested)
    except ValueError as e:
        print("ValueError:", e)
try:
    a.balance = -1
except ValueError as e:
    print(type(e).__name__, e.args)
print(sorted([a, b], key=lambda x: x.balance))
b.withdraw(5000)
