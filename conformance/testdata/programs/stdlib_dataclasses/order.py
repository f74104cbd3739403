# krait-run: --allow-import dataclasses
from dataclasses import dataclass

@dataclass(order=True)
class V:
    major: int
    minor: int = 0

vs = [V(2, 1), V(1, 5), V(2, 0), V(1, 0)]
print(sorted(vs))
print(V(1) < V(2), V(1, 2) <= V(1, 2), V(3) > V(2, 9), V(2) >= V(2, 1))
print(max(vs), min(vs))
try:
    V(1) < 3
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass(order=True, eq=False)
    class W:
        a: int
except ValueError as e:
    print("ValueError:", e)
