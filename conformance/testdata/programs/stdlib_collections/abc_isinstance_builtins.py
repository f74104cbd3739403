# krait-run: --allow-import collections.abc
import collections
from collections.abc import (Iterable, Iterator, Sized, Container, Callable, Hashable, Mapping,
    MutableMapping, Sequence, MutableSequence, Set, MutableSet, Generator, Reversible, Collection,
    ByteString, KeysView, ValuesView, ItemsView)
def g():
    yield 1
abcs = (Iterable, Iterator, Sized, Container, Callable, Hashable, Mapping, MutableMapping, Sequence,
        MutableSequence, Set, MutableSet, Generator, Reversible, Collection, ByteString, KeysView, ValuesView, ItemsView)
for v in [[], (), {}, set(), frozenset(), "", b"", bytearray(), range(3), iter([]), iter(()), iter(""),
          iter({}), reversed([]), zip(), map(len, []), enumerate([]), g(), {}.keys(), {}.values(), {}.items(),
          len, g, int, 1, 2.5, None, slice(1), collections.deque(), collections.Counter(),
          collections.OrderedDict(), collections.defaultdict(), collections.UserDict(),
          collections.UserList(), collections.UserString("x"), collections.ChainMap()]:
    print(type(v).__name__, [c.__name__ for c in abcs if isinstance(v, c)])
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(str, Hashable), issubclass(list, Hashable))
print(issubclass(bool, Hashable), issubclass(type, Callable), issubclass(tuple, MutableSequence))
