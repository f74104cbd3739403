# traceback: full
# krait-run: --allow-import enum
from enum import Enum


class Color(Enum):
    RED = 1


def lookup():
    return Color()


print(Color(1))
lookup()
