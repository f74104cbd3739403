# krait-run: --allow-import dataclasses
from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, FrozenInstanceError

@dataclass
class Point:
    x: int
    y: int = 0

p = Point(1, 2)
print(p, repr(p), Point(3))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 2))
print(asdict(p), astuple(p))
print(replace(p, y=5))
print(is_dataclass(p), is_dataclass(Point), is_dataclass(3))
print([f.name for f in fields(p)])
try:
    Point()
except TypeError as e:
    print("TypeError:", e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    Point(1, z=3)
except TypeError as e:
    print("TypeError:", e)
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)
