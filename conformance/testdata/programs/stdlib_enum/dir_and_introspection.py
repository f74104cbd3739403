# krait-run: --allow-import enum
from enum import Enum, IntEnum, Flag, StrEnum


class Color(Enum):
    RED = 1
    GREEN = 2
    CRIMSON = 1

    def shout(self):
        return self.name + '!'


print(dir(Color))


class Num(IntEnum):
    ONE = 1


d = dir(Num)
print('ONE' in d, 'bit_length' in d, '__members__' in d, 'real' in d)


class Word(StrEnum):
    HI = 'hi'


print('HI' in dir(Word), 'upper' in dir(Word))
print(Color._member_names_, sorted(Color._member_map_), Color._value2member_map_)
print(hasattr(Color, 'RED'), hasattr(Color, 'BLUE'), getattr(Color, 'GREEN'))
print(getattr(Color.RED, 'name'), Color.RED._name_, Color.RED._value_)
print(isinstance(Color.RED, Color), type(Color.RED) is Color, type(Color.CRIMSON).__name__)
print(Color.RED.shout(), [m.shout() for m in Color])
print(vars(Color.RED) if False else 'skip', Color.__doc__ is None)


class Documented(Enum):
    """A documented enum."""
    A = 1


print(Documented.__doc__, Documented.A.__doc__)
