# krait-run: --allow-import abc,enum
# metaclass= naming a Go metatype (abc.ABCMeta, enum.EnumMeta) gives the
# class that metatype, as in CPython; other metaclasses stay refused.
from abc import ABCMeta, abstractmethod, ABC
import abc
class Shape(metaclass=ABCMeta):
    @abstractmethod
    def area(self): ...
    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"
print(type(Shape), isinstance(Shape, ABCMeta))
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
class Square(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
print(Square(3).describe(), type(Square))
class Half(Shape):
    pass
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
class Plain(metaclass=abc.ABCMeta):
    pass
print(type(Plain()).__name__, type(Plain).__name__)
Shape.register(int)
print(isinstance(3, Shape), issubclass(bool, Shape))
class Both(ABC, metaclass=ABCMeta):
    pass
print(type(Both))
class Typed(metaclass=type):
    pass
print(type(Typed))
from enum import Enum, EnumMeta
class Color(Enum, metaclass=EnumMeta):
    RED = 1
print(Color.RED, type(Color))
try:
    class Mixed(Color, metaclass=ABCMeta):
        pass
except TypeError as e:
    print("TypeError:", e)
@Shape.register
class Circle:
    def area(self):
        return 3.0
print(isinstance(Circle(), Shape), issubclass(Circle, Square))
class Repo(dict, metaclass=ABCMeta):
    @abstractmethod
    def save(self): ...
class MemRepo(Repo):
    def save(self):
        return len(self)
r = MemRepo(a=1, b=2)
print(r, r.save(), type(MemRepo).__name__, isinstance(r, dict))
