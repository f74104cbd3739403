# krait-run: --allow-import enum
from enum import Enum, IntEnum, Flag, StrEnum


class Color(Enum):
    RED = 1
    GREEN = 2


class Perm(Flag):
    R = 4
    W = 2


for value in (3, 'RED', None, 1.5, [1], Color.RED):
    try:
        print(repr(Color(value)))
    except (ValueError, TypeError) as e:
        print(repr(value), type(e).__name__ + ':', e)
for key in ('BLUE', 1, 'red'):
    try:
        Color[key]
    except KeyError as e:
        print('KeyError:', e)
for value in (1, 8, 'x', 6, 0):
    try:
        print(repr(Perm(value)))
    except ValueError as e:
        print(repr(value), 'ValueError:', e)
try:
    Color.BLUE
except AttributeError as e:
    print('AttributeError:', type(e).__name__)
try:
    Color.RED.missing
except AttributeError as e:
    print('AttributeError:', e)
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print('TypeError:', e)
try:
    len(Color.RED)
except TypeError as e:
    print('TypeError:', e)
try:
    Color.RED()
except TypeError as e:
    print('TypeError:', e)
try:
    class S(StrEnum):
        A = 1
except TypeError as e:
    print('TypeError:', e)
try:
    class N(IntEnum):
        A = 'x'
except ValueError as e:
    print('ValueError:', e)
print(Color.RED == 1, Color.RED != Color.GREEN, Color.RED is Color(1), hash(Color.RED) == hash(Color.RED))
print({Color.RED: 'r', Color.GREEN: 'g'}[Color(2)])
for name in ('BLUE', 'blue'):
    try:
        getattr(Color, name)
    except AttributeError as e:
        print('AttributeError:', e)
