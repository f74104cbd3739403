# krait-run: --allow-import dataclasses
# The generated __init__ (its signature worked out when the class is
# decorated), comparisons of the fields, a frozen class's stores and
# __post_init__.
from dataclasses import dataclass, field


@dataclass(order=True)
class Task:
    priority: int
    name: str
    tags: list = field(default_factory=list)


t1, t2 = Task(2, "b"), Task(1, "a", ["x"])
print(sorted([t1, t2]), t1 > t2, t1 == Task(2, "b"), t1 != t2)
print(Task(2, "b") <= Task(2, "b"), Task(2, "b", [1]) < Task(2, "b", [2]))
try:
    Task(1)
except TypeError as e:
    print("TypeError:", e)
try:
    Task(1, "a", [], 4)
except TypeError as e:
    print("TypeError:", e)
try:
    Task(1, "a", priority=3)
except TypeError as e:
    print("TypeError:", e)


class Odd:
    def __eq__(self, other):
        return "truthy"

    def __lt__(self, other):
        return []


print(Task(1, Odd()) == Task(1, Odd()), Task(1, Odd()) < Task(1, Odd()))


@dataclass(frozen=True)
class Frozen:
    x: int
    y: int = 0


f = Frozen(1)
print(f, hash(f) == hash(Frozen(1)), vars(f))
try:
    f.x = 2
except Exception as e:
    print(type(e).__name__, e)


@dataclass
class WithPost:
    a: int

    def __post_init__(self):
        self.b = self.a * 2


print(vars(WithPost(3)))
