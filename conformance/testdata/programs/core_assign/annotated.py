x: int = 5
y: list = []
name: str
print(x, y)
def f(a: int, b: str = 'q') -> str:
    z: float = 1.5
    return b * a + str(z)
print(f(2))
