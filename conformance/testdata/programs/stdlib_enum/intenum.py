# krait-run: --allow-import enum
from enum import IntEnum

class Level(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10

print(repr(Level.MID), str(Level.MID), Level.MID, f"{Level.HIGH}")
print(Level.LOW == 1, Level.LOW < Level.MID, Level.HIGH + 1, Level.MID * 2, Level(10) is Level.HIGH)
print(isinstance(Level.LOW, int), sorted([Level.HIGH, Level.LOW, Level.MID]))
print(max(Level.LOW, Level.HIGH), Level["MID"].name, int(Level.HIGH), [0, 1, 2, 3, 4, 5][Level.MID])
print({1: "one"}[Level.LOW], hash(Level.MID) == hash(5))
