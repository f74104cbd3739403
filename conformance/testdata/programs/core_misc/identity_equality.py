a = [1, 2]
b = [1, 2]
print(a == b, a is b, a is not b, a[:] is a, list(a) == a)
x = None
print(x is None, x == None, type(None).__name__)
print(1 == 1.0, {1: 'a'}[1.0], {1, 1.0, True}, hash(1) == hash(1.0) == hash(True))
t = (1, [2])
print(t == (1, [2]), t[1] is t[1])
class E:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, E) and o.v == self.v
    __hash__ = None
print(E(1) == E(1), E(1) != E(2), E(1) == 1)
try:
    hash(E(1))
except TypeError as e:
    print(e)
print(float('nan') in [float('nan')])
