# krait-run: --allow-import enum
from enum import Flag, IntFlag, auto


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = 6
    NONE = 0


print(list(Perm), len(Perm))
rw = Perm.R | Perm.W
print(rw, repr(rw), list(rw), len(rw), bool(rw))
print(Perm.RW is rw, Perm.RW.name, Perm['RW'])
print(Perm.R in rw, Perm.X in rw, Perm.RW in Perm, Perm.NONE in rw)
print(~Perm.R, repr(~Perm.X), ~rw, repr(~(Perm.R | Perm.W | Perm.X)))
print(repr(Perm(0)), str(Perm(0)), bool(Perm(0)), list(Perm(0)), len(Perm(0)))
print(Perm(7), repr(Perm(5)), Perm(3).name, Perm(3).value)
print(rw & Perm.W, rw ^ Perm.R, repr(rw & Perm.X))
print([m for m in Perm(7)])
print(Perm._member_names_, list(Perm._member_map_))


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE


print(list(Color), Color.WHITE, repr(Color.WHITE), list(Color.WHITE))
print(Color(3), repr(Color(6)), Color.RED.value, Color.BLUE.value)


class Desc(Flag):
    HIGH = 8
    MID = 2
    LOW = 1


print(list(Desc(11)), Desc(11), repr(Desc(10)))


class P(IntFlag):
    R = 4
    W = 2
    X = 1


print(P.R | P.W, repr(P.R | P.W), P.R | 1, repr(P.R | 8), repr(8 | P.R))
print(P.R + 1, P.R == 4, P(0), repr(P(0)), repr(~P.R), repr(~P(0)))
print(repr(P(13)), list(P(13)), len(P(13)), P.R in P(13))
print(f'{P.R | P.X}', format(P.W, 'b'), str(P.W), int(P.W | P.X))
print(isinstance(P.R, int), P.R < 5, sorted([P.R, P.X, P.W]))
print(repr(P.R & 6), repr(P.R ^ 7), repr(P(-1)), repr(P(-5)))
try:
    Perm.R | 1
except TypeError as e:
    print('TypeError:', e)
try:
    Perm(8)
except ValueError as e:
    print('ValueError:', e)
try:
    1 in Perm.R
except TypeError as e:
    print('TypeError:', e)
