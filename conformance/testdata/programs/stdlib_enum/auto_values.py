# krait-run: --allow-import enum
from enum import Enum, auto, IntEnum

class A(Enum):
    X = auto()
    Y = auto()
    Z = 10
    W = auto()

print(repr(A.X), repr(A.Y), repr(A.Z), repr(A.W))

class Strs(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    ALPHA = auto()
    BETA = auto()

print(repr(Strs.ALPHA), Strs("beta"))

class N(IntEnum):
    ONE = auto()
    TWO = auto()
print(N.TWO + 0, repr(N.ONE))
