# krait-run: --allow-import dataclasses
from dataclasses import dataclass, field, fields, MISSING

@dataclass
class Inv:
    name: str
    tags: list = field(default_factory=list)
    count: int = field(default=1)
    secret: str = field(default="s", repr=False)
    cache: dict = field(default_factory=dict, compare=False, repr=False)

a = Inv("a")
b = Inv("a")
a.tags.append("x")
print(a, b, a.tags is b.tags)
b.tags.append("x")
b.cache["k"] = 1
print(a == b)
for f in fields(Inv):
    print(f.name, f.default is MISSING, f.default_factory is MISSING, f.repr, f.compare, f.init)
print(Inv.count, Inv.secret)
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print("ValueError:", e)
