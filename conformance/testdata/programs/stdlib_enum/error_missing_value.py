# krait-run: --allow-import enum
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


print(Color(2))
print(Color(5))
