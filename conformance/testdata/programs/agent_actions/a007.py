# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
class BankAccount:
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.history = []
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("Deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"Insufficient funds: balance {self.balance:.2f}, requested {amount:.2f}")
        self.balance -= amount
        self.history.append(("withdraw", amount))
    def __repr__(self):
        return f"BankAccount(owner={self.owner!r}, balance={self.balance:.2f})"
acct = BankAccount("Dana", 100)
acct.deposit(50)
try:
    acct.withdraw(500)
except ValueError as e:
    print("Error:", e)
acct.withdraw(30)
print(acct)
print(acct.history)
