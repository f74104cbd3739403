# krait-run: --allow-import enum
import enum
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = 6
class N(IntEnum):
    A = 1
    B = 2
class S(StrEnum):
    X = auto()
    Y = auto()
class P(IntFlag):
    A = 1
    B = 2
for c in [Color, Perm, N, S, P, Enum, IntEnum, Flag, IntFlag, StrEnum]:
    print(repr(c), list(c), len(c), list(reversed(c)), [m.name for m in c], str(c))
print(Color.RED in Color, Color.CRIMSON in Color, Perm.R in Perm, Perm.RW in Perm, Perm.R | Perm.W in Perm, N.A in Color, N.A in N, Color.RED in N)
print(bool(Color), bool(Enum), [repr(c) for c in [Color]], '%r' % Color, f'{Color!r}', sorted(Color, key=lambda m: m.name))
for m in Color:
    print(m.name, m)
it = iter(Color)
print(next(it), next(it))
print(dict.fromkeys(Color), set(Perm) == {Perm.R, Perm.W, Perm.X}, tuple(N), sum(N), max(N), min(P))


class Perm2(Flag):
    N = 0
    R = 4
    W = 2
    X = 1
    RW = 6


print(list(Perm2), len(Perm2), list(reversed(Perm2)), Perm2.RW in Perm2, Perm2.N in Perm2, Perm2.R | Perm2.X in Perm2, Perm2(0) in Perm2)


class Shade(Enum):
    pass


class Empty(Enum):
    def describe(self):
        return self.name


print(list(Shade), len(Empty), repr(Empty), list(reversed(Empty)), Color.RED in Empty)
