# krait-run: --allow-import collections
# | of defaultdict and OrderedDict, both sides, and their __init__ updates.
from collections import defaultdict, OrderedDict
d = defaultdict(list, a=1)
print(d | {"b": 2}, {"z": 0} | d, (d | {"b": 2}).default_factory)
o = OrderedDict([("x", 1)], y=2)
print(o | {"a": 3}, {"a": 3} | o, type({"q": 1} | o).__name__)
print(d | {}, [1, 2] == [1, 2])
class D(defaultdict): pass
print(type(D(int) | {}).__name__, defaultdict(None, {1: 2}, k=3))
try:
    OrderedDict({}, {})
except TypeError as e:
    print(e)
