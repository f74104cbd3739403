# krait-run: --allow-import dataclasses,math
from dataclasses import dataclass
import math

@dataclass
class Circle:
    r: float

@dataclass
class Rect:
    w: float
    h: float

@dataclass
class Tri:
    a: float
    b: float
    c: float

class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

def area(shape):
    match shape:
        case Circle(r=0) | Rect(w=0) | Rect(h=0):
            return 0.0
        case Circle(r):
            return math.pi * r * r
        case Rect(w, h) if w == h:
            return float(w * w)
        case Rect(w=w, h=h):
            return w * h
        case Tri(a, b, c) if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"degenerate triangle {a}, {b}, {c}")
        case Tri(a, b, c):
            s = (a + b + c) / 2
            return math.sqrt(s * (s - a) * (s - b) * (s - c))
        case _:
            raise TypeError(f"unknown shape {shape!r}")

for s in [Circle(1), Circle(0), Rect(3, 3), Rect(2, 5), Rect(0, 9), Tri(3, 4, 5), Tri(1, 1, 5), "hexagon"]:
    try:
        print(f"{s!r:<32} area={area(s):.3f}")
    except (ValueError, TypeError) as e:
        print(f"{s!r:<32} {type(e).__name__}: {e}")

def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Point(x, y) if x == y:
            return "on diagonal"
        case Point(x=x, y=y):
            return f"at ({x}, {y})"
for p in [Point(0, 0), Point(0, 5), Point(2, 0), Point(3, 3), Point(1, 2)]:
    print(where(p))
match (1, [2, 3], {"k": "v"}):
    case (a, [b, *cs], {"k": str(v)}):
        print(a, b, cs, v)
