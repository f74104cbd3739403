x: int = 5
y: list[int]
print(x, __annotations__)
def f():
    z: str = 'local'
    w: int
    return z
print(f())
class C:
    a: int = 1
    b: str
    def m(self) -> int:
        return self.a
print(C.a, C().m())
try:
    print(C.b)
except AttributeError as e:
    print(e)
n: 'forward' = None
print(__annotations__)
