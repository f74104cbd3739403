# krait-run: --allow-import dataclasses
import dataclasses

@dataclasses.dataclass()
class A:
    x: int

@dataclasses.dataclass(init=False)
class B:
    x: int = 3

def make(cls):
    return dataclasses.dataclass(cls)

class C:
    v: str
    w: int = 1

C = make(C)
print(A(1), B(), B().x, C("q"))
b = B()
b.x = 10
print(b, dataclasses.fields(B)[0].type)
try:
    dataclasses.fields(3)
except TypeError as e:
    print("TypeError:", e)
try:
    dataclasses.asdict(A)
except TypeError as e:
    print("TypeError:", e)
