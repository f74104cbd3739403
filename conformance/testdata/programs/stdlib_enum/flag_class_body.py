# krait-run: --allow-import enum
from enum import Flag, IntFlag, Enum, auto


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
    YELLOW = RED | GREEN
    NONE = 0


print(list(Color), len(Color), Color.WHITE, Color.YELLOW.value)
print(Color._member_names_, list(Color._member_map_))
print(repr(Color.RED | Color.GREEN), repr(Color(5)), repr(~Color.YELLOW), repr(Color.NONE))
print(list(Color.WHITE), [c.name for c in Color.YELLOW], bool(Color.NONE))


class Perm(IntFlag):
    R = auto()
    W = auto()
    X = auto()
    RWX = R | W | X
    DEFAULT = R | W


print(list(Perm), Perm.DEFAULT, repr(Perm.DEFAULT), Perm.RWX == 7, Perm.R.value)


class Seq(Enum):
    A = auto()
    B = A + 10
    C = auto()


print(list(Seq))


class Mixed(Enum):
    FIRST = 'x'
    SECOND = auto()


print(list(Mixed))
