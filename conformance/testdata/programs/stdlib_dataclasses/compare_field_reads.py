# krait-run: --allow-import dataclasses
# The generated comparisons read each compared field as an attribute:
# what the instance dict holds, unless the class changes the read
# (a property or descriptor added later, __getattribute__ in a subclass),
# a field is missing from an instance, or lives only on the class.
from dataclasses import dataclass


@dataclass(order=True)
class P:
    a: int
    b: str = "x"


p, q = P(1, "m"), P(1, "n")
print(p < q, p == q, p <= q, p > q, sorted([q, p]) == [p, q])

# A field found only on the class (deleted from the instance dict).
del q.b
P.b = "m"
print(p == q, p < q, p >= q)

# A missing field raises the AttributeError CPython's tuple build raises.
del P.b
try:
    print(p < q)
except AttributeError as e:
    print("AttributeError", e)
q.b = "n"

# A property added to the class after comparisons were made.
reads = []


def get_a(self):
    reads.append(type(self).__name__)
    return -self.__dict__["a"]


P.a = property(get_a)
print(P.__dict__["a"] is not None, p < q, p == q, len(reads))
del P.a
print(p < q, p == q)


# __getattribute__ in a subclass sees every read.
class Loud(P):
    def __getattribute__(self, name):
        if name in ("a", "b"):
            reads.append(name)
        return object.__getattribute__(self, name)


x, y = Loud(2, "a"), Loud(2, "b")
reads.clear()
print(x < y, x == y, reads)


# A data descriptor instance on the class.
class Twice:
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return obj.__dict__["a"] * 2

    def __set__(self, obj, value):
        obj.__dict__["a"] = value


@dataclass(order=True)
class D:
    a: int = Twice()


d1, d2 = D(3), D(4)
print(d1 < d2, d1 == D(3), d1.a, sorted([d2, d1])[0].a)


# Instances of another class with the same fields compare by type first.
@dataclass(eq=True)
class E:
    v: list


@dataclass(eq=True)
class F:
    v: list


e1, e2 = E([1]), E([1])
print(e1 == e2, e1 != e2, e1 == E([2]), e1 == F([1]), F([1]) == F([1]))

# Many instances, sorted on a field that ties then a second one.
items = [P(i % 3, "k%02d" % (i * 7 % 10)) for i in range(12)]
print([(o.a, o.b) for o in sorted(items)])
print(sum(1 for i, o in enumerate(items) if o == items[(i + 3) % 12]))
