# krait-run: --allow-import collections.abc
import collections
import collections.abc as cabc
def describe(x):
    match x:
        case cabc.Mapping():
            return 'mapping'
        case cabc.Sequence():
            return 'sequence'
        case cabc.Set():
            return 'set'
        case _:
            return 'other'
print([describe(x) for x in [{}, [], (), 'ab', {1}, frozenset(), 5, collections.UserDict(), collections.deque()]])
