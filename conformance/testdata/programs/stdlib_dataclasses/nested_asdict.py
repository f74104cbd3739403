# krait-run: --allow-import dataclasses
from dataclasses import dataclass, asdict, astuple, field

@dataclass
class Item:
    sku: str
    qty: int

@dataclass
class Order:
    id: int
    items: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
    pair: tuple = ()

o = Order(7, [Item("a", 1), Item("b", 2)], {"by": Item("c", 3)}, (Item("d", 4),))
print(o)
print(asdict(o))
print(astuple(o))
d = asdict(o)
d["items"][0]["qty"] = 99
print(o.items[0].qty)
