# Class attributes added, replaced and deleted after instances were read,
# written and compared: every access sees the class as it is now (krait
# memoizes lookups along the MRO until a namespace of it is written).
class Ordered:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.key() < other.key()

    def __eq__(self, other):
        return self.key() == other.key()

    __hash__ = None

    def key(self):
        return self.v


class Reversed(Ordered):
    pass


items = [Reversed(3), Reversed(1), Reversed(2)]
print([x.v for x in sorted(items)], Reversed(1) == Reversed(1))
Reversed.key = lambda self: -self.v
print([x.v for x in sorted(items)], Reversed(1) < Reversed(2))
del Reversed.key
print([x.v for x in sorted(items)], Ordered(1) != Ordered(2))
Ordered.key = lambda self: self.v % 2
print([x.v for x in sorted(items)], Reversed(1) == Reversed(3))


class Base:
    tag = "base"


class Child(Base):
    def __init__(self):
        self.x = 1


c = Child()
print(c.tag, getattr(c, "tag"), getattr(c, "y", "default"), hasattr(c, "x"))
Base.tag = "changed"
Base.y = "class y"
print(c.tag, getattr(c, "tag"), getattr(c, "y"), c.y)
c.y = "own y"
print(c.y, Child.y)
del c.y
print(c.y)
del Base.y
print(hasattr(c, "y"))
log = []


class Desc:
    def __get__(self, obj, cls):
        return "descriptor"

    def __set__(self, obj, value):
        log.append(("set", value))


c.x = 2
Base.x = Desc()
print(getattr(c, "x"), c.x, vars(c))
setattr(c, "x", 9)
c.x = 10
print(log, vars(c))
del Base.x
print(c.x)


class Slotted:
    __slots__ = ("a",)


s = Slotted()
setattr(s, "a", 1)
try:
    setattr(s, "b", 2)
except AttributeError as e:
    print("AttributeError:", e)
print(s.a)
