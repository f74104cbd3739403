# krait-run: --allow-import enum
from enum import IntFlag, global_enum, Enum
@global_enum
class Mode(IntFlag):
    R = 4
    W = 2
    X = 1
print(R, W | X, repr(R), Mode.R)
print(repr(R | W))
@global_enum
class Color(Enum):
    RED = 1
print(RED, repr(RED), str(RED))
from enum import IntEnum
@global_enum
class Level(IntEnum):
    LOW = 1
    HIGH = 2
    TOP = 2
print(LOW, HIGH, TOP is HIGH, repr(HIGH), str(LOW), [m.name for m in Level])
