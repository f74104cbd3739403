# krait-run: --allow-import dataclasses
from dataclasses import dataclass

@dataclass
class Money:
    amount: int
    currency: str = "USD"

    def __repr__(self):
        return f"{self.amount} {self.currency}"

    def double(self):
        return Money(self.amount * 2, self.currency)

    @property
    def cents(self):
        return self.amount * 100

m = Money(5)
print(m, m.double(), m.cents, str(m))

@dataclass(repr=False, eq=False)
class Bare:
    x: int

b = Bare(1)
print(b == Bare(1), b == b, hash(b) == hash(b), type(repr(b)).__name__)

@dataclass(unsafe_hash=True)
class H:
    x: int
    y: int = 0

print(hash(H(1, 2)) == hash(H(1, 2)), len({H(1), H(1), H(2)}))
