# dir() of user classes and their instances: the instance __dict__, the
# class namespaces along the MRO (without __qualname__), the __dict__ and
# __weakref__ descriptors, __slots__ names, subclasses of built-ins and
# exceptions, and a user __dir__.


class C:
    pass


class D(C):
    """doc"""
    x = 1

    def m(self):
        pass

    @property
    def p(self):
        return 1

    @staticmethod
    def s():
        pass

    @classmethod
    def c(cls):
        pass


class L(list):
    pass


class Dd(dict):
    extra = 0


class T(tuple):
    pass


class I(int):
    pass


class S(str):
    pass


class St(set):
    pass


class E(Exception):
    pass


class E2(E):
    code = 3


class Sl:
    __slots__ = ("a", "b")


class Sl2(Sl):
    pass


class Sl3(Sl):
    __slots__ = ("c",)


class SlD:
    __slots__ = ("__dict__", "z")


class SlW:
    __slots__ = "__weakref__"


class M1:
    def one(self):
        pass


class M2:
    def two(self):
        pass


class M(M1, M2):
    pass


class WithDir:
    def __dir__(self):
        return ["zeta", "alpha", "alpha"]


class Eq:
    def __eq__(self, other):
        return True


def show(label, v):
    print(label, dir(v))


d = D()
d.y = 2
d.__dict__ if False else None
show("C()", C())
show("C", C)
show("D()", d)
show("D", D)
show("L()", L())
show("L", L)
show("Dd()", Dd(a=1))
show("T()", T())
show("I()", I(3))
show("S()", S("s"))
show("St()", St())
show("E()", E("x"))
show("E", E)
show("E2()", E2())
show("Sl()", Sl())
show("Sl2()", Sl2())
show("Sl3()", Sl3())
show("SlD()", SlD())
show("SlW()", SlW())
show("M()", M())
show("WithDir()", WithDir())
show("Eq()", Eq())
e = E("boom")
e.note = 1
show("E() with attr", e)
try:
    raise KeyError("k")
except KeyError as exc:
    show("caught KeyError", exc)
print([n for n in dir(d) if not n.startswith("__")])
print([n for n in dir(D) if not n.startswith("__")])
print(dir(C()) == dir(C), dir(d) == sorted(set(dir(D)) | {"y"}))
