# krait-run: --allow-import copy
import copy
class A:
    def __init__(self):
        self.items = [1, {'k': [2]}]
        self.ref = self
class S:
    __slots__ = ('x', 'y')
    def __init__(self):
        self.x = [1]
        self.y = 2
a = A()
b = copy.deepcopy(a)
print(b.ref is b, b.items == a.items, b.items[1] is a.items[1])
c = copy.copy(a)
print(c.ref is a, c.items is a.items)
try:
    s = copy.deepcopy(S())
    print(s.x, s.y)
except Exception as e:
    print(type(e).__name__, e)
t = (1, 'a', (2, 3))
print(copy.deepcopy(t) is t, copy.copy([t])[0] is t)
fs = frozenset({(1, 2), 3})
print(copy.deepcopy(fs) == fs, copy.copy(fs) is fs)
memo = {}
x = [1, 2]
y = copy.deepcopy([x, x], memo)
print(y[0] is y[1], id(x) in memo, memo[id(x)] is y[0])
class E(Exception):
    pass
e = copy.deepcopy(E('msg', 2))
print(type(e).__name__, e.args)
print(copy.deepcopy({1: {2: {3: [4]}}}), copy.deepcopy(range(3)), copy.deepcopy(slice(1, [2])))
print(copy.copy(b'x'), copy.deepcopy(bytearray(b'ab')), copy.deepcopy(3 + 4j))
