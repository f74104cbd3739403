# krait-run: --allow-import dataclasses
from dataclasses import dataclass, fields, asdict

@dataclass
class Base:
    a: int
    b: str = "b"

@dataclass
class Child(Base):
    c: float = 1.5
    b: str = "override"

c = Child(1)
print(c)
print([f.name for f in fields(c)])
print(asdict(c))
print(isinstance(c, Base), c == Base(1), Base(1) == Base(1, "b"))

class Plain(Child):
    pass

print(Plain(2))
