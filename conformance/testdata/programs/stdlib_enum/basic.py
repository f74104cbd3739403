# krait-run: --allow-import enum
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

print(Color.RED, repr(Color.GREEN), Color.BLUE.name, Color.BLUE.value)
print(Color(1), Color['GREEN'], Color(3) is Color.BLUE)
print(type(Color.RED).__name__, isinstance(Color.RED, Color), isinstance(Color.RED, Enum))
print(f"{Color.RED}", "{}".format(Color.GREEN), f"[{Color.RED:>12}]")
