# krait-run: --allow-import enum
import enum
from enum import Enum, member, nonmember, auto


class Ops(Enum):
    ADD = member(lambda a, b: a + b)
    SUB = member(lambda a, b: a - b)
    LIMIT = nonmember(10)
    TAGS = nonmember(('x', 'y'))

    def apply(self, a, b):
        return self.value(a, b)


print([m.name for m in Ops], callable(Ops.ADD.value))
print(Ops.LIMIT, Ops.TAGS, type(Ops.LIMIT))
print(Ops.ADD.apply(2, 3), Ops.SUB.apply(2, 3))
print(len(Ops), Ops['ADD'] is Ops.ADD)


class Holder(Enum):
    class Inner:
        pass
    A = 1

    @staticmethod
    def helper():
        return 'static'

    @classmethod
    def first(cls):
        return next(iter(cls))

    @property
    def double(self):
        return self.value * 2


print([m.name for m in Holder])
print(Holder.helper(), Holder.first(), Holder.A.double)


class Weekday(Enum):
    _ignore_ = 'i tmp'
    MON = 1
    TUE = 2
    i = 5
    tmp = 'x'


print(list(Weekday), hasattr(Weekday, 'i'), hasattr(Weekday, 'tmp'))




class Field(Enum):
    name = 'the name'
    value = 'the value'
    other = 3


print(list(Field))
print(Field['name'], Field.other.name, Field.other.value)


class Box(Enum):
    SMALL = 1
    BIG = 2

    @enum.property
    def size(self):
        return self.name.lower() + '!'


print(Box.SMALL.size, Box.BIG.size)
print(enum.member(3).value, enum.nonmember('q').value)
