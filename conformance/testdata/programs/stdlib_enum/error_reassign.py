# krait-run: --allow-import enum
from enum import Enum


class Color(Enum):
    RED = 1


print(Color.RED)
Color.RED = 2
