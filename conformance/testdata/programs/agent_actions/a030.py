# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
class Shape:
    def area(self):
        raise NotImplementedError
    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.141592653589793 * self.r ** 2
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
shapes = [Circle(1.5), Rect(2, 3.5), Square(4)]
for s in sorted(shapes, key=lambda s: s.area()):
    print(s.describe())
print(isinstance(shapes[2], Rect), issubclass(Square, Shape))
try:
    Shape().area()
except NotImplementedError:
    print("Shape.area is abstract")
