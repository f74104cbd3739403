# krait-run: --allow-import dataclasses
from dataclasses import dataclass, field, fields, KW_ONLY, InitVar, make_dataclass, asdict

@dataclass
class Req:
    url: str
    _: KW_ONLY
    timeout: float = 10.0
    retries: int

r = Req("http://x", retries=3)
print(r, [f.name for f in fields(r)], [f.kw_only for f in fields(r)])
try:
    Req("u", 1.0, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    Req("u")
except TypeError as e:
    print("TypeError:", e)

@dataclass(kw_only=True)
class Opts:
    a: int = 1
    b: int

print(Opts(b=2))

@dataclass
class Scaled:
    value: float
    factor: InitVar[float] = 2.0

    def __post_init__(self, factor):
        self.value = self.value * factor

s = Scaled(3)
print(s, Scaled(3, 10), [f.name for f in fields(s)], asdict(s))

P = make_dataclass("P", [("x", int), ("y", int, field(default=5))], order=True)
print(P(1), P(1) < P(2), P(1, 2) == P(1, 2), [f.name for f in fields(P)])
Q = make_dataclass("Q", ["a", ("b", str)], namespace={"total": lambda self: str(self.a) + self.b}, frozen=True)
q = Q(1, "z")
print(q, q.total(), hash(q) == hash(Q(1, "z")))
