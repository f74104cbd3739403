class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, o):
        if isinstance(o, int):
            return Money(self.cents + o)
        return Money(self.cents + o.cents)
    __radd__ = __add__
    def __lt__(self, o):
        return self.cents < o.cents
    def __repr__(self):
        return f'${self.cents / 100:.2f}'
    def __bool__(self):
        return self.cents != 0
print(sum([Money(150), Money(275)]), Money(5) + 10, 3 + Money(1))
print(sorted([Money(3), Money(1), Money(2)]), max(Money(7), Money(9)))
print(bool(Money(0)), 'yes' if Money(1) else 'no')
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(Seq()), 20 in Seq(), [x for x in Seq()])
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(10), is_odd(7))
class Bad:
    def __init__(self):
        raise RuntimeError('init failed')
try:
    Bad()
except RuntimeError as e:
    print('caught', e)
class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P) and o.x == self.x
print(P(1) == P(1), P(1) != P(2), P(1) in [P(0), P(1)], P(1) == 1)
counts = {}
for w in 'a b a c b a'.split():
    counts[w] = counts.get(w, 0) + 1
for k in list(counts):
    if counts[k] == 1:
        del counts[k]
print(counts)
def walk(n, depth=0):
    if n:
        yield depth
        yield from walk(n - 1, depth + 1)
print(list(walk(4)))
