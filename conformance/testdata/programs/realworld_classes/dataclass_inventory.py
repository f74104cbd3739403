# krait-run: --allow-import dataclasses,typing
from dataclasses import dataclass, field, asdict, astuple, replace, fields
from typing import List, Optional

@dataclass(order=True)
class Product:
    sort_index: float = field(init=False, repr=False)
    name: str
    price: float
    quantity: int = 0
    tags: List[str] = field(default_factory=list)
    supplier: Optional[str] = None

    def __post_init__(self):
        self.sort_index = self.price * self.quantity

    @property
    def value(self) -> float:
        return self.price * self.quantity

@dataclass
class Inventory:
    products: List[Product] = field(default_factory=list)

    def add(self, p: Product) -> None:
        self.products.append(p)

    def total_value(self) -> float:
        return sum(p.value for p in self.products)

    def find(self, name):
        for p in self.products:
            if p.name == name:
                return p
        raise KeyError(name)

inv = Inventory()
inv.add(Product("hammer", 12.5, 10, ["tools"]))
inv.add(Product("nails", 0.05, 2000, ["tools", "bulk"], "Acme"))
inv.add(Product("glue", 4.25, 0))
inv.add(Product("saw", 30.0, 3, supplier="Bosch"))
for p in sorted(inv.products, reverse=True):
    print(p)
print(f"Total: {inv.total_value():.2f}")
print(asdict(inv.products[0]))
print(astuple(inv.products[2]))
print([f.name for f in fields(Product)])
cheaper = replace(inv.find("saw"), price=25.0)
print(cheaper, cheaper.sort_index)
print(inv.products[0] == Product("hammer", 12.5, 10, ["tools"]))
print(inv.products[0] < inv.products[1], max(inv.products).name)
print(inv)
print(inv.find("screwdriver"))
