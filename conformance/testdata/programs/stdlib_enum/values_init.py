# krait-run: --allow-import enum
from enum import Enum, IntEnum, StrEnum, auto


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)


print(Planet.EARTH.value, Planet.EARTH.mass, Planet.EARTH.radius)
print(round(Planet.EARTH.surface_gravity, 3))
print(Planet((3.303e+23, 2.4397e6)))


class Num(float, Enum):
    HALF = 0.5
    QUARTER = 0.25


print(Num.HALF, repr(Num.HALF), Num.HALF + 1, Num.QUARTER * 4, isinstance(Num.HALF, float))
print(f'{Num.HALF}', format(Num.HALF), str(Num.QUARTER))


class Mixed(int, Enum):
    ONE = 1
    TWO = 2


print(Mixed.ONE, repr(Mixed.TWO), Mixed.ONE + Mixed.TWO, f'{Mixed.TWO}', Mixed.TWO == 2, Mixed(2))


class Color(StrEnum):
    RED = auto()
    GREEN = 'green'
    DarkBlue = auto()


print(list(Color), Color.RED.upper(), Color.RED + '!', f'{Color.GREEN:>7}|')
print(Color('green'), str(Color.DarkBlue), Color.RED == 'red')


class Pri(IntEnum):
    LOW = 1
    HIGH = auto()
    URGENT = 10
    AFTER = auto()


print(list(Pri), Pri.LOW < Pri.HIGH, sorted([Pri.URGENT, 3, Pri.LOW]), Pri.HIGH * 3, hex(Pri.URGENT))
print(int(Pri.AFTER), float(Pri.LOW), [0, 1, 2][Pri.LOW], str(Pri.LOW), format(Pri.LOW, '03d'))


class Lists(Enum):
    A = [1, 2]
    B = [3]
    C = [1, 2]


print(list(Lists), Lists([3]), Lists.C is Lists.A)
