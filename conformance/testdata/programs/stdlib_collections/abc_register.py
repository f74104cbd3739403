# krait-run: --allow-import collections.abc
from collections.abc import Sequence, MutableSequence, Iterable, Reversible, Mapping, Container, Sized
class Reg:
    pass
print(isinstance(Reg(), Sequence))
r = Sequence.register(Reg)
print(r is Reg, isinstance(Reg(), Sequence), issubclass(Reg, Iterable), issubclass(Reg, Reversible), issubclass(Reg, MutableSequence))
@Mapping.register
class R2:
    pass
print(R2.__name__, issubclass(R2, Container), issubclass(R2, Mapping), issubclass(R2, Sequence))
class Sub(R2):
    pass
print(issubclass(Sub, Mapping))
try:
    Sized.register(1)
except TypeError as e:
    print('TypeError:', e)
print(Iterable.register(list) is list)
class MySeq(Sequence):
    pass
class Other:
    pass
MySeq.register(Other)
print(issubclass(Other, MySeq), issubclass(Other, Sequence), issubclass(Other, Mapping))
