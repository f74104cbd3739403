# krait-run: --allow-import dataclasses,copy
# dataclass(slots=True): a new class whose __slots__ are the fields (no
# __dict__, member descriptors), with frozen=True (and its
# __getstate__/__setstate__ through copy), weakref_slot=True, inheritance
# from slotted and unslotted bases, and the errors CPython 3.11 raises.
from dataclasses import dataclass, field, fields, replace, asdict, astuple
import copy


@dataclass(slots=True)
class P:
    x: int
    y: int = 0
    z: list = field(default_factory=list)


p = P(1)
print(p, P.__slots__, hasattr(p, '__dict__'))
print(P.__dict__['x'], type(P.__dict__['x']).__name__, P.__dict__['y'])
try:
    p.w = 3
except AttributeError as e:
    print('AttributeError', e)
try:
    vars(p)
except TypeError as e:
    print('TypeError', e)
p.y = 5
print(p, p == P(1, 5), p != P(1, 6), P.__qualname__, P.__name__, P.__match_args__)
print([f.name for f in fields(P)], asdict(p), astuple(p), replace(p, x=9))
q = copy.copy(p)
r = copy.deepcopy(p)
print(q, r, q.z is p.z, r.z is p.z, q == p)
del p.y
try:
    print(p.y)
except AttributeError as e:
    print('AttributeError', e)
try:
    del p.y
except AttributeError as e:
    print('AttributeError', e)
print(p.__class__ is P, type(p).__mro__, P.__hash__)
try:
    P()
except TypeError as e:
    print('TypeError', e)


def make_local():
    @dataclass(slots=True)
    class Local:
        v: int = 1
    return Local


L = make_local()
print(L.__qualname__, L(), L.__slots__)


@dataclass(slots=True, frozen=True)
class F:
    a: int
    b: str = 'b'


f = F(1)
print(f, hash(f) == hash(F(1)), F.__slots__, f in {F(1)})
for name in ('a', 'c'):
    try:
        setattr(f, name, 2)
    except Exception as e:
        print(type(e).__name__, e)
try:
    del f.a
except Exception as e:
    print(type(e).__name__, e)
print(copy.copy(f), copy.deepcopy(f), copy.copy(f) == f, copy.copy(f) is f)
g = F(2, 'g')
object.__setattr__(g, 'a', 5)
print(g, replace(g, b='h'))


@dataclass(slots=True, weakref_slot=True)
class W:
    v: int


print(W.__slots__, W(3), hasattr(W(3), '__dict__'))
try:
    @dataclass(weakref_slot=True)
    class X:
        v: int
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass(slots=True)
    class S:
        __slots__ = ('a',)
        a: int
except TypeError as e:
    print('TypeError', e)


@dataclass(slots=True)
class Base:
    a: int


@dataclass(slots=True)
class Derived(Base):
    b: int


d = Derived(1, 2)
print(d, Base.__slots__, Derived.__slots__, hasattr(d, '__dict__'), isinstance(d, Base))


class Plain:
    pass


@dataclass(slots=True)
class OnPlain(Plain):
    a: int


o = OnPlain(1)
o.extra = 2
print(o, OnPlain.__slots__, o.__dict__)


class Declared:
    __slots__ = ('a', 'q')


@dataclass(slots=True)
class OnDeclared(Declared):
    a: int
    b: int


print(OnDeclared.__slots__, OnDeclared(1, 2))


@dataclass(slots=True, weakref_slot=True)
class W2(W):
    u: int


print(W2.__slots__, W2(1, 2))


@dataclass(slots=True, order=True)
class O:
    k: int


print(sorted([O(3), O(1), O(2)]), O(1) < O(2), O(2) >= O(2))


@dataclass(slots=True)
class Methods:
    a: int
    CONST = 10

    def total(self):
        return self.a * 2 + self.CONST

    @property
    def dbl(self):
        return self.a * 2

    @classmethod
    def make(cls):
        return cls(7)


mm = Methods(4)
print(mm.total(), mm.dbl, Methods.make(), Methods.CONST, Methods.__slots__)
match Methods(9):
    case Methods(a=9):
        print('matched')


@dataclass(slots=True, match_args=False, repr=False, eq=False)
class Bare:
    a: int


print(hasattr(Bare, '__match_args__'), Bare(1) == Bare(1), Bare.__slots__)
counts = {}


class Counting:
    def __init_subclass__(cls, **kw):
        counts[cls.__name__] = counts.get(cls.__name__, 0) + 1


@dataclass(slots=True)
class Sub(Counting):
    a: int


print(counts, Sub(1))
