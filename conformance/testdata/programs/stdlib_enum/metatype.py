# krait-run: --allow-import enum
import enum
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, EnumType, EnumMeta


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(type(Color))
print(type(Color) is EnumType, EnumMeta is EnumType)
print(isinstance(Color, EnumMeta), isinstance(Color, type))
print(issubclass(EnumType, type))
print(type(IntEnum), type(Flag), type(IntFlag), type(StrEnum), type(Enum))
print(repr(EnumType), EnumType.__name__, EnumType.__module__)
print(type(int), type(Color.RED))
print(isinstance(Color.RED, Color), isinstance(Color.RED, Enum))


class Plain:
    pass


print(type(Plain), isinstance(Plain, EnumMeta))


class Shade(Enum, metaclass=EnumMeta):
    LIGHT = 1
    DARK = 2


print(type(Shade), list(Shade))
print(callable(Color), bool(Color), bool(Enum))
print(Color.__name__, Color.__qualname__, Color.__module__)
