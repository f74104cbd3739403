# krait-run: --allow-import dataclasses
from __future__ import annotations
from dataclasses import dataclass, fields, KW_ONLY, field
@dataclass
class S:
    a: ClassVar[int] = 1
    b: "InitVar[int]" = 2
    _: KW_ONLY
    c: int = 3
print([f.name for f in fields(S)], S(4, 5, c=6))
try:
    S(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
