# krait-run: --allow-import dataclasses
from dataclasses import dataclass, field

try:
    @dataclass
    class A:
        x: int = 0
        y: int
except TypeError as e:
    print("TypeError:", e)

@dataclass
class B:
    x: int = 0
    y: int = field(default=0, init=False)
    z: int = 5

print(B(1, 2))
try:
    B(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    B(y=3)
except TypeError as e:
    print("TypeError:", e)
