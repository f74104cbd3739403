# krait-run: --allow-import dataclasses,typing
from typing import Dict, List, Optional, Generic, TypeVar, Iterator, Callable, Union, Any, Tuple, NamedTuple, TypedDict, Protocol, Literal, cast, runtime_checkable
from dataclasses import dataclass, field

T = TypeVar("T")
K = TypeVar("K")

class Entity(Protocol):
    id: int

@dataclass
class User:
    id: int
    name: str
    email: Optional[str] = None
    tags: List[str] = field(default_factory=list)

class Repo(Generic[T]):
    def __init__(self) -> None:
        self._items: Dict[int, T] = {}

    def add(self, item: T) -> T:
        key = cast(Any, item).id
        if key in self._items:
            raise KeyError(f"duplicate id {key}")
        self._items[key] = item
        return item

    def get(self, key: int) -> Optional[T]:
        return self._items.get(key)

    def find(self, pred: Callable[[T], bool]) -> List[T]:
        return [i for i in self._items.values() if pred(i)]

    def __iter__(self) -> Iterator[T]:
        return iter(self._items.values())

    def __len__(self) -> int:
        return len(self._items)

class Stats(NamedTuple):
    count: int
    with_email: int
    ratio: float = 0.0

class UserDict(TypedDict):
    id: int
    name: str

Mode = Literal["r", "w"]

def summarize(repo: "Repo[User]") -> Stats:
    n = len(repo)
    e = sum(1 for u in repo if u.email)
    return Stats(n, e, e / n if n else 0.0)

repo: Repo[User] = Repo()
for i, (name, email) in enumerate([("ann", "a@x"), ("bob", None), ("cy", "c@y")], 1):
    repo.add(User(i, name, email, tags=["new"] if i > 1 else []))
print(repo.get(2), repo.get(9))
print([u.name for u in repo.find(lambda u: "new" in u.tags)])
s = summarize(repo)
print(s, s.ratio, s._fields, s._replace(count=0))
ud: UserDict = {"id": 1, "name": "x"}
print(ud, type(ud).__name__)
print(Repo[User], List[int], Dict[str, Tuple[int, ...]], Optional[int], Union[int, str], Callable[[int], str])
print(Mode, T, type(repo).__name__)
def open_it(mode: Mode) -> str:
    return {"r": "reading", "w": "writing"}[mode]
print(open_it("r"))
@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int: ...
print(isinstance(repo, HasLen), isinstance(5, HasLen))
try:
    repo.add(User(1, "dup"))
except KeyError as e:
    print("KeyError", e)
