# krait-run: --allow-import typing
from typing import Generic, TypeVar, NamedTuple, TypedDict, NewType, overload, Protocol, get_args, get_origin, List, Dict, Union

T = TypeVar("T")

class Stack(Generic[T]):
    def __init__(self):
        self.items: list = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()

s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), repr(Stack[int]), isinstance(s, Stack))

class Point(NamedTuple):
    x: int
    y: int = 0

p = Point(1)
print(p, p.x, p.y, p[0], p == (1, 0), isinstance(p, tuple), Point._fields)
print(p._asdict(), p._replace(y=5), Point._make([3, 4]))
a, b = Point(7, 8)
print(a + b, len(p))
try:
    Point()
except TypeError as e:
    print("TypeError:", e)

class Movie(TypedDict):
    title: str
    year: int

m = Movie(title="Up", year=2009)
print(m, type(m) is dict)

UserId = NewType("UserId", int)
print(UserId(5), repr(UserId))

class Greeter(Protocol):
    def greet(self) -> str: ...

class En:
    def greet(self) -> str:
        return "hi"
print(En().greet())
print(get_args(Dict[str, int]), get_origin(List[int]), get_args(Union[int, str]), get_origin(int))
