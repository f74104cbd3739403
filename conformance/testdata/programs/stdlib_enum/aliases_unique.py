# krait-run: --allow-import enum
from enum import Enum, unique

class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2

print(Shape.ALIAS_FOR_SQUARE, Shape(2), Shape.ALIAS_FOR_SQUARE is Shape.SQUARE, Shape["ALIAS_FOR_SQUARE"])
try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
except ValueError as e:
    print("ValueError:", e)

@unique
class Fine(Enum):
    A = 1
    B = 2
print(Fine.B)
