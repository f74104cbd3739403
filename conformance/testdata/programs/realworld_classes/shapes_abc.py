# krait-run: --allow-import abc
from abc import ABC, abstractmethod
import math

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def describe(self):
        return f"{type(self).__name__} with area {self.area():.3f} and perimeter {self.perimeter():.3f}"

    def __lt__(self, other):
        return self.area() < other.area()

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r
    def __repr__(self):
        return f"Circle(r={self.r})"

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)
    def __repr__(self):
        return f"Rect({self.w}x{self.h})"

class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
    def __repr__(self):
        return f"Square({self.w})"

shapes = [Circle(1), Rect(2, 3.5), Square(2), Circle(0.5)]
for s in sorted(shapes):
    print(s.describe())
print(max(shapes), min(shapes))
print([type(s).__name__ for s in shapes])
print(Square.__name__, Square.__bases__ if False else "", issubclass(Square, Shape))
print(sum(s.area() for s in shapes if isinstance(s, Rect)))

class Triangle(Shape):
    def __init__(self, a, b, c):
        self.sides = (a, b, c)
    def perimeter(self):
        return sum(self.sides)

try:
    Triangle(3, 4, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
print(isinstance(Square(1), Shape))
