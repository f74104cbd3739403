# krait-run: --allow-import pprint,dataclasses,typing
from dataclasses import dataclass, field, InitVar
from pprint import pprint, pformat
from typing import ClassVar

@dataclass
class Secret:
    user: str
    token: str = field(repr=False, default="xyz")
    scopes: list = field(default_factory=lambda: ["read", "write", "admin", "billing", "support", "audit"])
    kind: ClassVar[str] = "secret"
    seed: InitVar[int] = 0

@dataclass
class Custom:
    values: list
    def __repr__(self):
        return f"Custom<{len(self.values)}>"

@dataclass
class Sub(Secret):
    extra: dict = field(default_factory=dict)

@dataclass(repr=False)
class NoRepr:
    data: list

@dataclass
class Loop:
    name: str
    other: object = None

pprint(Secret("alice"), width=30)
pprint(Custom(list(range(50))), width=20)
pprint(Sub("bob", extra={"k" * 10: list(range(8))}), width=40)
print(pformat(NoRepr(list(range(30))), width=20)[:18])
a = Loop("a" * 30)
a.other = Loop("b" * 30, a)
pprint(a, width=40)
pprint([Secret("c")] * 2, width=60, compact=True)
pprint({"cfg": Secret("d", scopes=[])}, width=25)
