# krait-run: --allow-import typing,dataclasses,collections
# typing.get_type_hints evaluates string annotations in the defining
# module's namespace, as CPython does.
import collections
import dataclasses
import typing
from typing import Dict, List, Optional, Union


class Node:
    value: "int"
    children: "List[Node]"
    parent: "Optional[Node]" = None


def build(items: "list[str]", weights: "dict[str, float] | None" = None) -> "Node":
    pass


def plain(a: int, b: str = "x") -> None:
    pass


def nested(a: "List['int']", b: "'Dict[str, int]'", c: "collections.OrderedDict[str, int]", d: "typing.Callable[[int, str], bool]") -> "Union[int, str]":
    pass


def no_annotations(a, b):
    pass


@dataclasses.dataclass
class Point:
    x: "float"
    y: float = 0.0
    tags: "tuple[str, ...]" = ()


class Base:
    a: "int"


class Derived(Base):
    b: "Base"


for obj in [Node, build, plain, nested, no_annotations, Point, Derived, lambda x: x]:
    print(getattr(obj, "__name__", "?"), typing.get_type_hints(obj))

print(typing.get_type_hints(build, localns={"Node": int}))
print(typing.get_type_hints(plain, globalns={}, localns={}))


def missing(a: "Undefined"):
    pass


try:
    typing.get_type_hints(missing)
except NameError as e:
    print("NameError", e)


def bad_syntax(a: "List[int"):
    pass


try:
    typing.get_type_hints(bad_syntax)
except SyntaxError as e:
    print("SyntaxError", e)


def tuple_ann(a: "1, 2"):
    pass


try:
    typing.get_type_hints(tuple_ann)
except TypeError as e:
    print("TypeError", e)

try:
    typing.get_type_hints(42)
except TypeError as e:
    print("TypeError", e)
