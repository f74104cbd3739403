# krait-run: --allow-import enum
import enum
from enum import Enum, IntEnum


class Planet(Enum):
    MERCURY = 1
    VENUS = 2

    @enum.property
    def label(self):
        return self.name.title()

    @enum.property
    def order(self):
        return self.value

    @order.setter
    def order(self, v):
        print('set order', self.name, v)


print(Planet.MERCURY.label, Planet.VENUS.order)
Planet.VENUS.order = 5
try:
    Planet.VENUS.label = 'x'
except AttributeError as e:
    print('AttributeError:', e)
try:
    Planet.label
except AttributeError as e:
    print('AttributeError:', e)
print(Planet.MERCURY.name, Planet.MERCURY.value)
try:
    Planet.value
except AttributeError as e:
    print('AttributeError:', e)


class Attr(Enum):
    name = 1
    value = 2
    label = 3


print(Attr.name, Attr.value.name, Attr.value.value, Attr.label.value, list(Attr))
print(Attr['name'] is Attr.name, Attr(2))


class Size(IntEnum):
    S = 1
    M = 2

    @property
    def doubled(self):
        return self * 2


print(Size.M.doubled, Size.S.name, Size.S.value + 10)
