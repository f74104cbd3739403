# krait-run: --allow-import enum
# xfail: enum.global_enum cannot update the module's globals yet (interp hook requested)
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
