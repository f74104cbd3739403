# krait-run: --allow-import dataclasses
from dataclasses import dataclass, FrozenInstanceError
import dataclasses

@dataclass(frozen=True)
class P:
    x: int
    y: int = 2

p = P(1)
print(p, hash(p) == hash(P(1, 2)), p == P(1))
try:
    p.x = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del p.y
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)
s = {P(1), P(1), P(2)}
print(len(s))
d = {P(3, 4): "a"}
print(d[P(3, 4)])
