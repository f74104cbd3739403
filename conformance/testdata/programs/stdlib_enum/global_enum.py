# krait-run: --allow-import enum
import enum
from enum import Enum, Flag, IntFlag, IntEnum, global_enum, global_str, global_enum_repr, global_flag_repr


@global_enum
class Mode(Enum):
    READ = 1
    WRITE = 2


print(repr(Mode.READ), str(Mode.WRITE), f'{Mode.READ}', [Mode.READ])


@global_enum
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


print(repr(Perm.R), repr(Perm.R | Perm.W), repr(Perm(8 | 1)), repr(Perm(0)), str(Perm.R | Perm.W))


@enum.global_enum
class Level(IntEnum):
    LOW = 1
    HIGH = 2


print(repr(Level.LOW), str(Level.HIGH), Level.LOW + 1)


class Plain(Enum):
    A = 1


print(global_str(Plain.A), global_enum_repr(Plain.A), global_str(Perm(0)), global_flag_repr(Perm(0)))
print(enum.pickle_by_global_name(Plain.A, 2))
fn, args = enum.pickle_by_enum_name(Plain.A, 4)
print(args, fn(*args))
print(Plain.A.__reduce_ex__(2) if False else 'skip')
for args in [(5,), (5, 8), (-5,), (-5, 8), (0,), (0, 4), (-1,), (1, None)]:
    print(args, enum.bin(*args))
