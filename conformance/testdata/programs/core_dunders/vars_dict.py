# krait-run: --allow-import math
# vars(obj) and obj.__dict__ of the program's own objects.
import math


class Config:
    kind = "base"

    def __init__(self, **kw):
        self.name = "c"
        self.__dict__.update(kw)


c = Config(debug=True, level=3)
print(vars(c))
print(c.__dict__ is vars(c), c.level)
vars(c)["extra"] = [1]
print(c.extra, sorted(c.__dict__))
print(sorted(k for k in vars(Config) if not k.startswith("__")))
print(Config.__dict__["kind"], type(Config.__dict__).__name__)
print("pi" in vars(math), vars(math)["pi"] == math.pi, "sqrt" in math.__dict__)


def f():
    pass


f.attr = 1
print(vars(f), f.__dict__)
try:
    vars(1)
except TypeError as e:
    print(e)
try:
    Config.__dict__["kind"] = "x"
except TypeError as e:
    print(e)
d = {k: v for k, v in vars(c).items() if not k.startswith("_")}
print(d)


class WithSlots:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1


print(WithSlots.__slots__, WithSlots().a)


class Pt:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


match Pt(1, 2):
    case Pt(a, b):
        print(a, b, Pt.__match_args__)
