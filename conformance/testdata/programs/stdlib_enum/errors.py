# krait-run: --allow-import enum
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

for bad in (3, "RED", None, 1.5):
    try:
        Color(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    Color["PURPLE"]
except KeyError as e:
    print("KeyError:", e)
class Shade(Enum):
    pass
try:
    class More(Color):
        BLACK = 3
except TypeError as e:
    print("TypeError:", e)
