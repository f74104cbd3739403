# traceback: full
# krait-run: --allow-import functools,typing
from functools import singledispatch
from typing import Optional

@singledispatch
def render(value) -> str:
    return f"<{value!r}>"

@render.register
def _(value: int) -> str:
    return f"int:{value:,}"

@render.register
def _(value: list) -> str:
    return "[" + "; ".join(render(v) for v in value) + "]"

print(render(1234567), render([1, "a", [2.5]]), render(None))

def scale(values: list[float], factor: float = 2.0) -> Optional[list]:
    return [v * factor for v in values] or None

print(scale([1.0, 2.5]), scale([]))

def parse(rows: List[dict]) -> int:
    return len(rows)

print(parse([{}]))
