a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, a <= b, {3} < a, a >= {1}, a.isdisjoint({9}))
print(a.union([9]), a.intersection(range(3)), a.difference((1,)), a.symmetric_difference([1, 10]))
s = set()
s.add(1); s.add(1); s.update([2, 3], (4,)); s.discard(99); s.remove(4)
print(s, len(s), 2 in s, s.pop() in {1, 2, 3})
f = frozenset([1, 2])
print(f, f | {3}, hash(f) == hash(frozenset([2, 1])), {f: 'ok'}[frozenset({1, 2})])
try:
    s.remove(42)
except KeyError as e:
    print('KeyError', e)
try:
    {[]}
except TypeError as e:
    print(e)
try:
    f.add(3)
except AttributeError as e:
    print(e)
print(set('hello') == set('olleh'), sorted(set([3, 1, 3])), set() == frozenset())
