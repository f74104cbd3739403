# krait-run: --allow-import enum,copy,json
import copy
import json
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto


class Color(Enum):
    RED = 1
    GREEN = 2


class Num(IntEnum):
    ONE = 1
    TWO = 2


class Word(StrEnum):
    HI = auto()


class Perm(IntFlag):
    R = 4
    W = 2


print(copy.copy(Color.RED) is Color.RED, copy.deepcopy([Color.GREEN])[0] is Color.GREEN)
print(json.dumps({'n': Num.TWO, 'w': Word.HI, 'p': Perm.R | Perm.W}))
print(json.dumps([Num.ONE, Word.HI]))
print({Color.RED, Color.RED, Color.GREEN} == {Color.GREEN, Color.RED}, len({Num.ONE, 1}))
print('{} {!r} {:>6} {}'.format(Color.RED, Color.GREEN, Num.TWO, Word.HI))
print('%s %r %d' % (Color.RED, Num.ONE, Num.TWO))
print(sum(Num), max(Num), min(Perm.R, Perm.W), sorted(Perm, reverse=True))
print(dict(zip(Color, 'ab')), list(map(str, Color)))
print(Num.ONE in [1, 2], 'hi' in {Word.HI: 1}, Color.RED in {Color.RED: 1})
match Color.GREEN:
    case Color.RED:
        print('red')
    case Color.GREEN:
        print('green')
match Num.TWO:
    case 2:
        print('two')
print(isinstance(Perm.R, int), isinstance(Word.HI, str), Word.HI.upper(), Word.HI.title())
print(Perm.R.bit_length(), Num.TWO.to_bytes(2, 'big'), Num.ONE.real, Perm.R.numerator)
print(int('3') + Num.ONE, Num.TWO ** 3, -Num.ONE, abs(Num.ONE), divmod(Num.TWO, 2))
