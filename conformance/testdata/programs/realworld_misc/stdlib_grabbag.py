# krait-run: --allow-import enum,fractions,decimal,copy,operator,heapq,bisect,string
from enum import Enum, StrEnum, IntFlag, Flag, auto, unique, verify, UNIQUE, CONTINUOUS, member, nonmember
from fractions import Fraction
from decimal import Decimal, getcontext, ROUND_HALF_UP, Context, InvalidOperation, DivisionByZero
from collections import namedtuple, Counter, deque, OrderedDict, UserDict
import copy, operator, heapq, bisect, string

class Color(StrEnum):
    RED = auto()
    GREEN = "green"
print(Color.RED, repr(Color.RED), Color.RED == "red", Color("green"), f"{Color.GREEN:>8}|", Color.RED.upper(), list(Color))
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
print(Perm.R | Perm.W, repr(Perm(7)), Perm(0), repr(Perm(0)), Perm(5) & 4, ~Perm.R, list(Perm(7)), Perm.R in Perm(6), int(Perm(3)))
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS = 2
print(list(Shape), Shape.ALIAS, Shape(2), Shape["ALIAS"], len(Shape), Shape.SQUARE.name, [m.name for m in Shape.__members__.values()])
try:
    @verify(CONTINUOUS)
    class Bad(Enum):
        A = 1
        C = 3
except ValueError as e:
    print("ValueError:", e)
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.674e-11 * self.mass / self.radius ** 2
print(Planet.EARTH.value, round(Planet.MARS.gravity, 3), Planet.EARTH.mass)
f = Fraction(3, 7)
for spec in ["", "10", ".2f"]:
    try:
        print(repr(format(f, spec)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(Fraction(1, 3) ** 2, Fraction(4) ** Fraction(1, 2), Fraction(-8, 3) // 1, Fraction(7, 2) % 1, math_floor := None)
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("1.23456789") + 0, Decimal(2) ** Decimal("0.5"), Decimal(10).log10(), Decimal("1e10").exp() if False else Decimal(1).exp())
try:
    Decimal(1) / 0
except DivisionByZero as e:
    print("DivisionByZero", type(e).__mro__[1].__name__ if False else "")
ctx = Context(prec=3, rounding=ROUND_HALF_UP)
print(ctx.divide(Decimal(2), Decimal(3)), ctx.add(Decimal("1.005"), 0), Decimal("2.5").quantize(Decimal("1"), rounding=ROUND_HALF_UP), Decimal("-0.0") == 0)
print(Decimal("3.14159").quantize(Decimal("0.01")), Decimal("NaN").is_nan(), Decimal("inf") > 10**100, Decimal("1.10").as_integer_ratio())
P = namedtuple("P", "x y", defaults=(0,))
p = P(1)
print(p, copy.copy(p), copy.deepcopy({"a": [p]}), operator.attrgetter("x")(p), p._fields, P._field_defaults)
class Cfg(UserDict):
    def __missing__(self, key):
        return f"<{key}>"
c = Cfg(a=1)
print(c["a"], c["zz"], dict(c), len(c), "a" in c, c.get("zz"))
h = []
for pri, task in [(3, "low"), (1, "urgent"), (2, "mid"), (1, "also urgent")]:
    heapq.heappush(h, (pri, task))
print([heapq.heappop(h) for _ in range(len(h))])
print(string.Template("$a ${b}c").substitute(a=1, b=2), string.Formatter().format("{0:>4}|{x}", 7, x="y"), string.ascii_letters[:5])
