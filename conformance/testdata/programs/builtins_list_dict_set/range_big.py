# range with ints beyond int64 (issue 16): items, len's OverflowError, in,
# slicing, reversed, index/count, repr, equality and hash as CPython's.
r = range(10**20)
print(r[5], r[-1], repr(r), bool(r), r.start, r.stop, r.step)
try:
    len(range(2**64))
except OverflowError as e:
    print("OE", e)
try:
    list(range(2**64))
except OverflowError as e:
    print("OE list", e)
print(99999999999999999999 in range(10**30))
print(range(2**63-2, 2**63+2)[1:], list(range(2**63-2, 2**63+2)))
print(list(range(-2**63-2, -2**63+2)))
print(list(reversed(range(2**63-2, 2**63+2))))
print(range(10**20)[::2], range(10**20)[10**19:-5:3], range(10**20)[::-1])
print(range(0, 10**20, 7).index(7*10**18), range(0, 10**20, 7).count(7*10**18), range(0, 10**20, 7).count(5))
try:
    range(10**20).index(-1)
except ValueError as e: print(e)
print(range(10**20) == range(0, 10**20, 1), hash(range(0)) == hash(range(5, 5)), hash(range(3, 4)) == hash(range(3, 5, 7)))
print(hash(range(10**20)) == hash((10**20, 0, 1)))
print(hash(range(2**64)))
print(range(2**64)[2**63], range(2**64)[-2**63-1])
try:
    range(2**64)[2**64]
except IndexError as e: print(e)
maxsize = 2**63 - 1
print(len(range(maxsize)))
try: len(range(maxsize+1))
except OverflowError as e: print(e)
try: len(range(-2**63, 2**63 - 1))
except OverflowError as e: print(e)
it = iter(range(2**64-2, 2**64+1))
print(next(it), next(it), list(it))
print(range(2**64).__len__ if False else 0)
try: range(2**64).__len__()
except OverflowError as e: print("dunder", e)
print(sorted(range(2**63, 2**63+3)), sum(range(2**63, 2**63+3)), max(range(2**70, 2**70 + 10, 3)))
print(tuple(range(2**63, 2**63+10**19, 10**18)))
print(range(5, 2**64, -1), len(range(5, 2**64, -1)), list(range(2**64, 2**64-3, -1)))
print(range(10**20)[10**19:10**19+3].start, reversed(range(10**20)).__length_hint__() if False else 1)
print(type(iter(range(2**64))).__name__, type(iter(range(10))).__name__)
print(list(enumerate(range(2**64, 2**64+2))))
a, b, c = range(2**64, 2**64+3)
print(a, b, c)
print(7 in range(2**64), 2**64-1 in range(2**64), 2**64 in range(2**64), 3.0 in range(2**64))
print(range(-10**20, 10**20, 10**19)[3:7])
print(range(2**64)[True])
print(reversed(range(2**64)).__reduce__ if False else 2)
print(min(range(2**64, 0, -2**62)))
