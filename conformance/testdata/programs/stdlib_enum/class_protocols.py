# krait-run: --allow-import enum
from enum import Enum, Flag, auto


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1


for c in Color:
    print(c, c.name, c.value)
print(len(Color), list(Color))
print(list(reversed(Color)))
print(Color.RED in Color, Color.CRIMSON in Color)
print(Color['RED'], Color['CRIMSON'], Color['CRIMSON'] is Color.RED)
print(Color(1), Color(3), Color(Color.GREEN))
print(repr(Color), str(Color))
print([m.name for m in Color])
print(dict((m.name, m.value) for m in Color))
print(sorted(Color, key=lambda m: -m.value))
print(dir(Color))
print(Color._member_names_)
print(list(Color._member_map_))
print(Color._value2member_map_)
it = iter(Color)
print(next(it), next(it))
print(max(Color, key=lambda m: m.value))
print(tuple(Color)[1:])
print(next(enumerate(Color)))
print({m: m.value for m in Color}[Color.BLUE])


class Other(Enum):
    RED = 1


print(Other.RED in Color, Color.RED == Other.RED)
try:
    Color['PURPLE']
except KeyError as e:
    print('KeyError', e)
try:
    Color(7)
except ValueError as e:
    print('ValueError', e)
try:
    [] in Color
except TypeError as e:
    print('TypeError', e)
