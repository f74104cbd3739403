# traceback: full
# krait-run: --allow-import enum
from enum import Enum


class Size(Enum):
    SMALL = 1
    LARGE = 2

    def bigger_than(self, other):
        return self > other


print(Size.LARGE.value > Size.SMALL.value)
print(Size.LARGE.bigger_than(Size.SMALL))
