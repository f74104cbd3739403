# krait-run: --allow-import dataclasses
import random
from dataclasses import dataclass, field

random.seed(99)

@dataclass
class Item:
    sku: str
    stock: int
    reorder_point: int
    reorder_qty: int
    pending: list = field(default_factory=list)
    stockouts: int = 0

items = [Item("A-100", 40, 15, 50), Item("B-200", 10, 5, 20), Item("C-300", 100, 30, 80)]
for day in range(1, 31):
    for it in items:
        arrived = [q for d, q in it.pending if d == day]
        it.stock += sum(arrived)
        it.pending = [(d, q) for d, q in it.pending if d != day]
        demand = random.randint(0, 8 if it.sku != "C-300" else 12)
        if demand > it.stock:
            it.stockouts += 1
            demand = it.stock
        it.stock -= demand
        if it.stock <= it.reorder_point and not it.pending:
            lead = random.randint(2, 5)
            it.pending.append((day + lead, it.reorder_qty))
    if day % 10 == 0:
        print(f"day {day}: " + ", ".join(f"{i.sku}={i.stock}" for i in items))
for it in items:
    print(it)
print(sorted(items, key=lambda i: i.stockouts, reverse=True)[0].sku)
