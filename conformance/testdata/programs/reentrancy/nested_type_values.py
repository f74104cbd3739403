# krait-run: --allow-import typing
# Nested frozensets and generic aliases (issue 14 item 8).
t = frozenset()
for _ in range(3):
    t = frozenset([t])
print(repr(t))
print({frozenset([frozenset([1])])})

print(list[list[int]] == list[list[int]], list[int] == list[str])
print(dict[str, list[int]] == dict[str, list[int]])
print(hash(list[list[int]]) == hash(list[list[int]]))
print(hash(list[int]) == hash(list) ^ hash((int,)))
print(list[int] | list[int], int | list[int] | list[int])
print((int | list[int]) == (list[int] | int), hash(int | str) == hash(str | int))
print(len({list[int], list[int], list[str]}))
print(tuple[int, ...] == tuple[int, ...], tuple[int, ...] == tuple[int])

import typing
print(typing.List[int] == typing.List[int], typing.Union[int, str] == typing.Union[str, int])
print(typing.Optional[int] == typing.Union[int, None], typing.Callable[[int], str] == typing.Callable[[int], str])
print(typing.Dict[str, typing.List[int]])
print(typing.Callable[..., int], typing.Callable[[], int], typing.Tuple[()])
try:
    typing.List[int]()
except TypeError as e:
    print(e)
try:
    isinstance([], list[int])
except TypeError as e:
    print(e)
