# Idioms LLM-written code uses to name classes and probe protocols.


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"{self.__class__.__name__}({self.x}, {self.y})"


class Point3(Point):
    pass


print(Point(1, 2), Point3(3, 4))
try:
    int("x")
except Exception as e:
    print(e.__class__.__name__, type(e).__name__, e.__class__ is ValueError)
    print(f"{e.__class__.__qualname__}: {e}")

print([c.__name__ for c in Point3.__mro__])
print(Point3.__bases__, Point3.__base__, bool.__base__)
print([c.__name__ for c in KeyError.__mro__])
for v in [1, "ab", [1], {}, (1,), None, Point(0, 0), range(2)]:
    print(type(v).__name__, hasattr(v, "__iter__"), hasattr(v, "__len__"), hasattr(v, "__getitem__"), hasattr(v, "__call__"))
print(callable(getattr(Point, "__repr__")), (1).__eq__(1), "a".__len__(), [3, 4].__getitem__(1))
print("ab".__contains__("a"), {1: 2}.__getitem__(1), [1].__len__(), (1).__hash__() == hash(1))
print(Point.__name__, Point.__qualname__, Point.__module__, Point.__doc__)
print(isinstance(Point(0, 0).__class__, type), Point(0, 0).__class__.__mro__[-1] is object)
