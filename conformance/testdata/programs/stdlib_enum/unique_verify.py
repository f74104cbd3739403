# krait-run: --allow-import enum
import enum
from enum import Enum, Flag, IntFlag, unique, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck


print(list(EnumCheck), repr(UNIQUE), str(CONTINUOUS), NAMED_FLAGS.value)
print(EnumCheck('one name per value'), UNIQUE == 'one name per value')


@unique
class Ok(Enum):
    A = 1
    B = 2


print(list(Ok))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
        E = 3
except ValueError as e:
    print('ValueError:', e)


@verify(UNIQUE, CONTINUOUS)
class Good(Enum):
    A = 1
    B = 2
    C = 3


print(list(Good))
for name, body in [
    ('UNIQUE', {'A': 1, 'B': 1}),
    ('CONTINUOUS', {'A': 1, 'B': 3, 'C': 6}),
    ('CONTINUOUS', {'A': 5}),
]:
    try:
        check = getattr(enum, name)
        cls = verify(check)(Enum('V', list(body.items())))
        print(name, 'ok', list(cls))
    except ValueError as e:
        print(name, 'ValueError:', e)


@verify(CONTINUOUS)
class Bits(Flag):
    A = 1
    B = 2
    C = 4


print(list(Bits))
try:
    @verify(CONTINUOUS)
    class Gappy(Flag):
        A = 1
        C = 8
        D = 32
except ValueError as e:
    print('ValueError:', e)


@verify(NAMED_FLAGS)
class Named(Flag):
    A = 1
    B = 2
    AB = 3


print(list(Named), Named.AB)
for members in ({'A': 1, 'B': 2, 'ABC': 7}, {'A': 1, 'X': 10, 'Y': 48}):
    try:
        verify(NAMED_FLAGS)(Flag('NF', list(members.items())))
    except ValueError as e:
        print('ValueError:', e)
try:
    verify(UNIQUE)(int)
except TypeError as e:
    print('TypeError:', e)
