class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"V({self.x}, {self.y})"
print(V(1, 2), [V(i, -i) for i in range(3)])
class R:
    def __init__(self):
        return 5
try:
    R()
except TypeError as e:
    print('TypeError', e)
class E:
    def __init__(self, a):
        raise ValueError(a)
try:
    E(3)
except ValueError as e:
    print('ValueError', e)
try:
    V(1)
except TypeError as e:
    print('TypeError', e)
class S(V):
    pass
print(S(3, 4), type(S(3, 4)).__name__)
class L(list):
    def __init__(self, a):
        super().__init__([a, a])
print(L(2))
def order(t):
    print('arg', t)
    return t
V(order(1), order(2))
class G:
    def __init__(self, a):
        self.a = a
        if a > 2:
            raise KeyError(a)
G(5)
