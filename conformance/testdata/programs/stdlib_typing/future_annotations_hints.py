# krait-run: --allow-import typing,__future__,dataclasses
# Under `from __future__ import annotations` every annotation is a string;
# get_type_hints evaluates them in the module's namespace.
from __future__ import annotations

import dataclasses
import typing
from typing import Optional


class Tree:
    left: Optional[Tree]
    right: Optional[Tree]
    label: str | None

    def walk(self, depth: int = 0) -> list[Tree]:
        return []


def merge(a: dict[str, list[int]], b: Tree) -> tuple[int, ...]:
    return ()


@dataclasses.dataclass
class Item:
    name: str
    price: float
    tags: list[str] = dataclasses.field(default_factory=list)


print(merge.__annotations__)
print(typing.get_type_hints(merge))
print(typing.get_type_hints(Tree))
print(typing.get_type_hints(Tree.walk))
print(typing.get_type_hints(Item))
print([f.type for f in dataclasses.fields(Item)])
