class Desc:
    def __get__(self, obj, typ=None):
        return ("got", obj, typ)
class C:
    @classmethod
    @property
    def name(cls):
        return cls.__name__.lower()
    @classmethod
    @classmethod
    def twice(cls):
        return cls
    d = classmethod(Desc())
    @classmethod
    @staticmethod
    def st(*a):
        return a
    @classmethod
    @property
    def __len__(cls):
        return lambda: 3
print(C.name, C().name, C.twice(), C().twice())
print(C.d[0], C.d[1], C.d[2])
print(C().d[1:])
print(C.st(1, 2), C().st(3))
class D(C): pass
print(D.name, D.twice(), D().d[1:], D.st())
print(type(C.__dict__["name"]).__name__, type(C.__dict__["name"].__func__).__name__)
print(len(C()))
class F:
    @classmethod
    def __class_getitem__(cls, k): return (cls.__name__, k)
    @classmethod
    def __init_subclass__(cls, **kw): print("sub", cls.__name__, kw)
print(F[int])
class G(F, x=1): pass
