# traceback: full
# krait-run: --allow-import functools
from functools import total_ordering

@total_ordering
class Money:
    __slots__ = ("cents", "currency")

    def __init__(self, amount, currency="USD"):
        self.cents = round(amount * 100) if isinstance(amount, float) else int(amount) * 100
        self.currency = currency

    @classmethod
    def from_cents(cls, cents, currency="USD"):
        m = cls(0, currency)
        m.cents = cents
        return m

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return other

    def __add__(self, other):
        if other == 0:
            return self
        o = self._check(other)
        if o is NotImplemented:
            return o
        return Money.from_cents(self.cents + o.cents, self.currency)

    __radd__ = __add__

    def __sub__(self, other):
        o = self._check(other)
        if o is NotImplemented:
            return o
        return Money.from_cents(self.cents - o.cents, self.currency)

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Money.from_cents(round(self.cents * k), self.currency)
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, n):
        base, extra = divmod(self.cents, n)
        return [Money.from_cents(base + (1 if i < extra else 0), self.currency) for i in range(n)]

    def __eq__(self, other):
        if isinstance(other, Money):
            return (self.cents, self.currency) == (other.cents, other.currency)
        if other == 0:
            return self.cents == 0
        return NotImplemented

    def __lt__(self, other):
        return self.cents < self._check(other).cents

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __neg__(self):
        return Money.from_cents(-self.cents, self.currency)

    def __bool__(self):
        return self.cents != 0

    def __repr__(self):
        return f"Money({self.cents / 100:.2f}, {self.currency!r})"

    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}${abs(self.cents) // 100:,}.{abs(self.cents) % 100:02d}"

    def __format__(self, spec):
        return format(str(self), spec)

a, b = Money(19.99), Money(5)
print(a + b, a - b, b - a, a * 3, 2 * b, -a, sum([a, b, Money(0.01)]))
print([str(x) for x in Money(100) / 3], sum(Money(100) / 3) == Money(100))
print(a > b, a <= b, max(a, b), sorted([a, b, Money(7.5)]), bool(Money(0)), Money(0) == 0)
print(f"[{a:>12}] [{b:<10}] [{Money(1234567.891):^16}]")
print({a: "a", Money(19.99): "dup"}, len({a, Money(19.99), b}))
print(a == "19.99", a != b, a * 1.5, round(1.005 * 100))
try:
    a + Money(1, "EUR")
except ValueError as e:
    print("ValueError:", e)
try:
    a * a
except TypeError as e:
    print("TypeError:", e)
try:
    a.tax = 0.1
except AttributeError as e:
    print("AttributeError:", e)
print(a < 5)
