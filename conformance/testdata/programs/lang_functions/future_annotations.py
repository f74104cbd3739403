# krait-run: --allow-import dataclasses,typing,enum
"""Annotations kept as text under `from __future__ import annotations`."""
from __future__ import annotations
from __future__ import generator_stop, division
import __future__
from dataclasses import dataclass, field, fields
from typing import ClassVar, NamedTuple, Optional
from enum import Enum

print(annotations)
print(annotations.getOptionalRelease(), annotations.getMandatoryRelease())
print(__future__.division, __future__.all_feature_names)
print(__future__.CO_FUTURE_ANNOTATIONS == annotations.compiler_flag)

count: int = 0
names: list[str]
lookup: dict[str, Optional[Node]] = {}
callback: Callable[[int, str], bool | None]
weird: lambda *a, k=1, **kw: (a, -k ** 2, not k) = None
nums: [x * 2 for x in range(3) if x] = []
fmt: f"{count!r:>{width}} {{x}}" = ""
span: slice[1:2, ::3] = None
consts: (1e400, -1e400j, 1 .real, 'it\'s', b"\x00", ..., None) = ()
for key, value in __annotations__.items():
    print(f"{key}: {value!r}")

@dataclass(order=True)
class Node:
    name: str
    children: list[Node] = field(default_factory=list)
    parent: Optional[Node] = None
    total: ClassVar[int] = 0

    def add(self, child: Node) -> Node:
        self.children.append(child)
        child.parent = self
        return child

root = Node("root")
leaf = root.add(Node("leaf"))
print(root.name, [c.name for c in root.children], leaf.parent.name)
print([(f.name, f.type) for f in fields(Node)])
print(Node("a") < Node("b"))

class Point(NamedTuple):
    x: float
    y: float = 0.0
print(Point(1.5))

class Color(Enum):
    RED: int = 1
print(Color.RED)

def undefined_names_are_fine(x: DoesNotExist, *args: Nope, **kw: Never) -> AlsoMissing:
    return x
print(undefined_names_are_fine(7))
