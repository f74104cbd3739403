# traceback: full
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        return Money(self.cents + other.cents)
    def __repr__(self):
        return f'${self.cents / 100:.2f}'
print(Money(150) + Money(25))
print(Money(150) + 5)
