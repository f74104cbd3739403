# traceback: full
# krait-run: --allow-import enum
from enum import Flag


class Perm(Flag):
    R = 4
    W = 2


def grant(p, extra):
    return p | extra


print(grant(Perm.R, Perm.W))
print(grant(Perm.R, 1))
