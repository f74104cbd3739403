# traceback: full
from __future__ import annotations

def f(a: int, b: list[(n := 3)]) -> None:
    pass
print("never")
