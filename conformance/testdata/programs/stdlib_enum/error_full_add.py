# traceback: full
# krait-run: --allow-import enum
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


def paint(c):
    return c + 1


print(Color.RED)
print(paint(Color.GREEN))
