# krait-run: --allow-import collections.abc
import collections
import collections.abc as cabc
print(isinstance(collections.deque(), cabc.MutableSequence), isinstance(collections.UserDict(), cabc.MutableMapping))
print(isinstance(collections.UserList(), cabc.MutableSequence), isinstance(collections.UserString('a'), cabc.Sequence))
print(isinstance(collections.ChainMap(), cabc.MutableMapping), isinstance(collections.Counter(), cabc.Mapping))
print(isinstance(collections.OrderedDict(), cabc.MutableMapping), isinstance(collections.defaultdict(), cabc.Mapping))
print(issubclass(collections.deque, cabc.Sequence), issubclass(collections.UserString, cabc.MutableSequence))
Point = collections.namedtuple('Point', 'x y')
print(isinstance(Point(1, 2), cabc.Sequence), isinstance(Point(1, 2), cabc.Hashable), isinstance(Point(1, 2), cabc.MutableSequence))
