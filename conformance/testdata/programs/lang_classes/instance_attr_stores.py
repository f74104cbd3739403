# Attribute stores on instances take a fast path for str keys of small
# instance dicts; deletions, growth past the small size,
# __slots__, __setattr__ and data descriptors keep CPython's
# behaviour.
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


p = P(1, 2)
setattr(p, "z", 3)
p.z = 4
print(p.x, p.y, p.z, getattr(p, "z"))
del p.x
try:
    p.x
except AttributeError as e:
    print(e)
p.x = 5
p.y = 6
print(p.x, p.y, p.z)
for i in range(12):
    setattr(p, f"a{i}", i)
    p.y = i
    p.x += 1
print(p.x, p.y, p.a0, p.a11)
del p.a3
p.a3 = "again"
print(p.a3, p.a4)


class Slotted:
    __slots__ = ("x",)


s = Slotted()
s.x = 1
s.x += 1
try:
    s.y = 2
except AttributeError as e:
    print(e)
print(s.x)


class Logged:
    def __setattr__(self, k, v):
        print("set", k, v)


l = Logged()
l.a = 1
print(getattr(l, "a", "not stored"))


class D:
    @property
    def v(self):
        return 10

    @v.setter
    def v(self, x):
        print("setter", x)


d = D()
d.v = 3
print(d.v)
for k in range(3):
    r = P(k, k)
    r.extra = k
    r.more = k * 2
print(r.x, r.y, r.extra, r.more, P(0, 1).y)


class Late:
    pass


o = Late()
o.q = 1
print(o.q)
Late.q = property(lambda self: "prop")
try:
    o.q = 2
except AttributeError as e:
    print(e)
print(o.q)
del Late.q
o.q = 3
print(o.q)
