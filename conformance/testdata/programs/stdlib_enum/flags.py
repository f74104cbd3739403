# krait-run: --allow-import enum
from enum import Flag, auto

class Perm(Flag):
    R = 4
    W = 2
    X = 1

rw = Perm.R | Perm.W
print(repr(rw), str(rw), rw.value, rw.name)
print(Perm.R in rw, Perm.X in rw, bool(Perm(0)), bool(Perm.X), repr(Perm(0)))
print(repr(~Perm.R), repr(rw & Perm.W), repr(rw ^ Perm.R), repr(Perm(7)))
print(Perm(6) == rw, Perm(6) is Perm(6) or Perm(6) == Perm(6))

class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()

print(Color.RED.value, Color.GREEN.value, Color.BLUE.value, repr(Color.RED | Color.BLUE))
