# krait-run: --allow-import enum
from enum import Enum
class Color(Enum):
    RED = 1
    def hello(self): pass
print(dir(Color.RED))
print(dir(Color))
class C:
    x = 1
    def __init__(self): self.y = 2
print([n for n in dir(C()) if not n.startswith("__")])
import collections
print([n for n in dir(collections.Counter()) if not n.startswith("_")])
from enum import IntEnum, Flag, auto
class P(IntEnum):
    LOW = 1
    HIGH = 2
print(dir(P.LOW) == sorted(set(dir(P.LOW))), [n for n in dir(P.LOW) if not n.startswith("_")])
class Fl(Flag):
    A = auto()
    B = auto()
    def describe(self): return "x"
    @property
    def low(self): return self.name.lower()
print(dir(Fl.A))
class D:
    def __dir__(self): return ["b", "a", "c"]
print(dir(D()))
class E:
    def __dir__(self): return ("z", "y")
print(dir(E()))
class G:
    def __dir__(self): return 5
try: print(dir(G()))
except TypeError as e: print(e)
