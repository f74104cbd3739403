# krait-run: --allow-import dataclasses,typing
from __future__ import annotations
from dataclasses import dataclass, field, InitVar, fields
import dataclasses
import typing
from typing import ClassVar

@dataclass
class P:
    x: int
    scale: InitVar[int] = 1
    count: ClassVar[int] = 0
    tags: list[str] = field(default_factory=list)
    def __post_init__(self, scale):
        self.x *= scale

@dataclass
class Q:
    a: dataclasses.InitVar[str] = "q"
    b: typing.ClassVar[int] = 5
    c: "int" = 3
    def __post_init__(self, a):
        self.c += len(a)

print(P(2, 5), P(3), [f.name for f in fields(P)], P.count)
print(Q(), Q("hello"), [f.name for f in fields(Q)], Q.b)
print(P.__annotations__ if False else "")
