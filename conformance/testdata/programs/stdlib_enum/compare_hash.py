# krait-run: --allow-import enum
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

class Other(Enum):
    RED = 1

print(Color.RED == Color.RED, Color.RED == Color.GREEN, Color.RED != Color.GREEN)
print(Color.RED == 1, Color.RED == Other.RED, Color.RED is Color(1))
d = {Color.RED: "stop", Color.GREEN: "go"}
print(d[Color.GREEN], d[Color(1)], len({Color.RED, Color.RED, Color.GREEN}))
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print("TypeError:", e)
print(hash(Color.RED) == hash(Color(1)))
