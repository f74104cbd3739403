# range at and beyond the int64 limits: slices with huge or __index__ parts,
# iterator types, searches by iteration, errors, collecting a range longer
# than sys.maxsize (list, tuple, extend, star unpacking: OverflowError).
M = 2**63 - 1
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print(range(10)[::2**70], range(10)[2**70:], range(10)[-2**70:], range(10)[:-2**70:-1], range(10)[I(2):I(2**65)])
print(range(10**20)[I(3)], range(I(2**65)), range(I(3), I(2**64), I(2**62)))
print(range(-M-1, M)[::-1], range(-M-1, M, M)[1:], range(-M-1, M, 2**62)[::-3])
print(list(reversed(range(-M-1, -M+5, 2))), list(reversed(range(M, -M-1, -M))), list(range(M, -M-1, -M)))
print(list(range(M-3, M)), list(range(-M-1, -M+2)), list(reversed(range(M-3, M))))
print(type(iter(range(0, M, 2))).__name__, type(iter(range(0, M - 1, 2))).__name__, type(reversed(range(-M-1, 0))).__name__, type(reversed(range(-M, 0))).__name__)
print(type(reversed(range(M, 0, -M-1))).__name__ if False else "", type(reversed(range(10**20))).__name__, type(reversed(range(10))).__name__)
print(3.0 in range(10**20), 2.5 in range(10**2), range(10**20).index(4.0), range(10**20).count(True), range(0, 10**20, 3).count(3.0) if False else 0)
print(range(10**20) == range(10**20), range(10**20) == range(0, 10**20), range(10**20) != range(1, 10**20), range(2**64, 2**64) == range(0), range(2**64, 2**64+1) == range(2**64, 2**64 + 1, 5))
print(hash(range(2**64, 2**64)) == hash(range(0)), hash(range(2**64, 2**64+1)) == hash(range(2**64, 2**64+5, 7)), hash(range(10**20)) == hash(range(0, 10**20, 1)))
for bad in [(1.5,), (0, 10**20, 0), ('a', 3)]:
    try:
        range(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for key in [1.5, 'a', None, 2**100, -2**100, slice(1.5), slice(0, 5, 0)]:
    try:
        print(range(10**20)[key])
    except (TypeError, IndexError, ValueError) as e:
        print(type(e).__name__, e)
    try:
        print(range(10)[key])
    except (TypeError, IndexError, ValueError) as e:
        print(type(e).__name__, e)
print(range(0, -10**20, -7)[3], range(0, -10**20, -7).index(-21), -21 in range(0, -10**20, -7), -20 in range(0, -10**20, -7))
print(range(5, 2**64)[-1], range(2**64, 5, -3)[-1], range(2**64, 5, -3)[::-1])
print(bool(range(2**64, 2**64)), bool(range(2**64)), len(range(2**64, 2**64 + 10)))
print(sorted(range(2**64, 2**64 + 3), reverse=True), [x * 2 for x in range(2**64, 2**64 + 2)])
print(range(10**20).index(10**19), range(0, 10**20, 10**10).index(10**19))
try:
    range(10**20).index(10**20)
except ValueError as e:
    print(e)
try:
    range(10**20).index('x') if False else range(3).index('x')
except ValueError as e:
    print(e)
print(str(range(2**64)), f"{range(2**64)}", range(2**64).start.bit_length(), range(2**64).stop.bit_length())
x = range(M - 2, M)
print(list(x), x[-1], x.index(M - 1), M - 1 in x, M in x)
y = range(-M-1, M)
print(y[M], y[-1], y.index(0), 5 in y, y.count(M - 1), y[:3], y[-3:])
try:
    len(y)
except OverflowError as e:
    print("len", e)
try:
    tuple(range(2**64))
except OverflowError as e:
    print("tuple", e)
l = []
try:
    l.extend(range(2**64))
except OverflowError as e:
    print("extend", e)
try:
    a, *b = range(2**64)
except OverflowError as e:
    print("unpack", e)
except MemoryError as e:
    print("mem")
print(min(range(3, 2**6)), max(range(2**64, 2**64+3)), next(iter(range(2**64, 0, -1))))
print(range(2**63, 2**63 + 10, 3)[1:3], range(2**63, 2**63 + 10, 3)[-2:])
print(list(zip(range(2**64, 2**64 + 2), range(2))), list(enumerate(reversed(range(2**64 - 2, 2**64 + 1)))))
print(range(True, 3), range(0, 10, True))
for f in [lambda: [*range(2**64)], lambda: print(*range(2**64)), lambda: list(iter(range(2**64))), lambda: (*range(2**64),)]:
    try:
        f()
    except OverflowError as e:
        print("OE", e)
it = iter(range(2**64))
next(it)
print(list(zip(it, range(2))))
print([*range(2**64, 2**64+2)], *range(2**64, 2**64+2))
