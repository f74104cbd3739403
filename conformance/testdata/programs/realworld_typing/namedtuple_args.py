# krait-run: --allow-import typing
from typing import NamedTuple
class P(NamedTuple):
    x: int
    y: int = 0
    z: str = "a"
print(P(1), P(1, 2, "b"), P(x=3, z="q"))
for args, kw in [((), {}), ((1, 2, 3, 4), {}), ((1,), {"x": 2}), ((1,), {"w": 2})]:
    try:
        P(*args, **kw)
    except TypeError as e:
        print("TypeError:", e)
class Q(NamedTuple):
    a: int
    b: int
try:
    Q(1)
except TypeError as e:
    print("TypeError:", e)
try:
    Q(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
