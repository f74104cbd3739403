# traceback: full
# krait-run: --allow-import dataclasses
from dataclasses import dataclass, field, KW_ONLY, InitVar

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

    @classmethod
    def parse(cls, s):
        core, _, label = s.partition("-")
        parts = [int(p) for p in core.split(".")]
        return cls(*parts, label=label)

    def __str__(self):
        base = f"{self.major}.{self.minor}.{self.patch}"
        return f"{base}-{self.label}" if self.label else base

vs = [Version.parse(s) for s in ["1.2.3", "1.10", "1.2.3-rc1", "0.9.9", "2", "1.2"]]
print(sorted(vs))
print([str(v) for v in sorted(vs, reverse=True)])
print(Version(1, 2, 3) == Version(1, 2, 3, "beta"), max(vs), min(vs) < Version(1))
print(len(set(vs)))

@dataclass
class Order:
    id: int
    _: KW_ONLY
    items: list = field(default_factory=list)
    discount: float = 0.0
    coupon: InitVar[str] = None

    def __post_init__(self, coupon):
        if coupon == "HALF":
            self.discount = 0.5

    @property
    def total(self):
        return round(sum(p * q for _, p, q in self.items) * (1 - self.discount), 2)

o = Order(7, items=[("pen", 1.5, 4), ("pad", 3.25, 2)], coupon="HALF")
print(o, o.total)
print(Order(8), Order(9, discount=0.1).discount)
Order(10, [("x", 1, 1)])
