class P:
    x: int
    y: float = 1.5
    __z: str = 'p'
print(P.y, P._P__z)
import collections
print(hasattr(P, 'x'))
a: int = 3
b: str
print(a)
def f():
    z: undefined_name = 1
    w: also_undefined
    return z
print(f())
