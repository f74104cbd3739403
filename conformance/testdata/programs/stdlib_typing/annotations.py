# krait-run: --allow-import typing
from typing import List, Dict, Optional, Tuple, Callable, Iterable, TYPE_CHECKING, cast, Any, Union

def total(xs: List[int], scale: Optional[float] = None) -> float:
    s = sum(xs)
    return s * scale if scale is not None else float(s)

def apply(f: Callable[[int], int], items: Iterable[int]) -> Tuple[int, ...]:
    return tuple(f(i) for i in items)

def group(pairs: List[Tuple[str, int]]) -> Dict[str, List[int]]:
    out: Dict[str, List[int]] = {}
    for k, v in pairs:
        out.setdefault(k, []).append(v)
    return out

print(total([1, 2, 3]), total([1, 2], 0.5))
print(apply(lambda x: x * x, range(4)))
print(group([("a", 1), ("b", 2), ("a", 3)]))
print(TYPE_CHECKING, cast(int, "not really"), cast("List[int]", [1]))
if TYPE_CHECKING:
    print("never")
x: Union[int, str] = 3
print(x)
