# krait-run: --allow-import typing
from typing import *

print(repr(Union[int, str, None]), repr(List[None]), repr(Optional[List[int]]))
print(repr(Dict[str, Any]), repr(Tuple[int, ...]), repr(Tuple[()]))
print(repr(Callable[[int, str], bool]), repr(Callable[..., int]), repr(Literal['a', 1]))
print(repr(Union[int]), repr(Union[int, int, str]))
T = TypeVar('T')
print(repr(T), repr(TypeVar('U', covariant=True)), repr(List[T]), repr(Any), repr(Callable), repr(List))
print(repr(Iterable[int]), repr(ClassVar[int]), repr(Type[int]), repr(Set[Iterator[str]]))
print(repr(Sequence), repr(Mapping[str, int]), repr(Generator[int, None, None]))
print(List[int] == List[int], Optional[int] == Union[int, None], List[int] == List[str])
print(repr(Union[int, 'Foo']), repr(List['Foo']))
class Node:
    pass
print(repr(Optional[Node]), repr(Dict[str, List[Node]]))
