# A dataclass-heavy program: construction with defaults and
# default_factory, generated __eq__/__repr__, frozen instances as dict keys,
# ordering with order=True, asdict and replace.
from dataclasses import dataclass, field, asdict, replace


@dataclass(frozen=True)
class Point:
    x: int
    y: int


@dataclass(order=True)
class Task:
    priority: int
    name: str
    done: bool = False
    tags: list = field(default_factory=list)

    def cost(self):
        return self.priority * 2 + len(self.tags)


@dataclass
class Inventory:
    items: dict = field(default_factory=dict)
    count: int = 0

    def add(self, p, n):
        self.items[p] = self.items.get(p, 0) + n
        self.count += n


inv = Inventory()
tasks = []
for i in range(40000):
    p = Point(i % 100, i % 37)
    inv.add(p, 1)
    t = Task(i % 10, "task%d" % i)
    if i % 3 == 0:
        t.tags.append("urgent")
    if i % 5 == 0:
        t.done = True
    tasks.append(t)

total = sum(t.cost() for t in tasks)
tasks.sort()
eq = sum(1 for a, b in zip(tasks, tasks[1:]) if a == b)
reps = [repr(t) for t in tasks[:2000]]
dicts = [asdict(t) for t in tasks[:3000]]
moved = [replace(p, x=p.x + 1) for p in list(inv.items)[:2000]]
print(inv.count, len(inv.items), total, tasks[0], tasks[-1].name, eq, reps[1999],
      dicts[2999], moved[5], Point(1, 2) in inv.items, hash(Point(3, 4)) == hash(Point(3, 4)))
