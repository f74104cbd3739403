# traceback: full
# krait-run: --allow-import enum
from enum import Enum, Flag


class Perm(Flag):
    R = 4
    W = 2


class Color(Enum):
    RED = 1


print(list(Perm.R | Perm.W))
for part in Color.RED:
    print(part)
