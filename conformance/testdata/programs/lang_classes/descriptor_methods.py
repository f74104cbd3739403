# The __get__/__set__/__delete__ methods of member descriptors (slots),
# getset/member descriptors of built-in types and property, called
# explicitly: C.__dict__['x'].__get__(o, C) does what o.x does.


class C:
    __slots__ = ('x', 'y')

    @property
    def p(self):
        return 42


o = C()
d = C.__dict__['x']
print(d.__set__(o, 5), d.__get__(o, C), d.__get__(o), o.x)
print(d.__get__(None, C) is d, d.__get__(None, int) is d)
d.__delete__(o)
try:
    d.__get__(o, C)
except AttributeError as e:
    print('AttributeError', e)
try:
    d.__delete__(o)
except AttributeError as e:
    print('AttributeError', e)
for call in (lambda: d.__get__(1, int), lambda: d.__set__(1, 2), lambda: d.__delete__('s'),
             lambda: d.__get__(), lambda: d.__get__(None, None), lambda: d.__get__(None),
             lambda: d.__get__(o, C, 3), lambda: d.__get__(o, owner=C), lambda: d.__set__(o),
             lambda: d.__set__(o, 1, 2), lambda: d.__delete__(), lambda: d.__delete__(o, 1),
             lambda: d.__set__(o, 1, value=2)):
    try:
        print(call())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
print(type(d).__get__.__name__, type(d).__set__.__name__, d.__get__.__name__, d.__delete__.__name__)
print(type(d).__get__(d, None, C) is d, type(d).__mro__, isinstance(d, object))
y = C.__dict__['y']
y.__set__(o, [1])
print(o.y, y.__get__(o, None), getattr(y, '__get__')(o))


class D(C):
    __slots__ = ('z',)


dd = D()
d.__set__(dd, 'sub')
print(dd.x, d.__get__(dd, D))
try:
    D.__dict__['z'].__set__(o, 1)
except TypeError as e:
    print('TypeError', e)


class WithDict:
    __slots__ = ('a', '__dict__')


w = WithDict()
WithDict.__dict__['a'].__set__(w, 'A')
w.b = 'B'
print(w.a, w.__dict__, WithDict.__dict__['a'].__get__(w))

# Built-in types' descriptors.
r = complex.__dict__['real']
print(type(r).__name__, r.__get__(3 + 4j, complex), r.__get__(None, complex) is r)
for call in (lambda: r.__set__(1j, 2), lambda: r.__delete__(1j), lambda: r.__get__(1, int),
             lambda: r.__set__(1, 2)):
    try:
        print(call())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
rs = range.__dict__['start']
print(rs.__get__(range(3, 9)), type(rs).__name__)
g = int.__dict__['real']
print(type(g).__name__, g.__get__(7), g.__get__(True), g.__get__(None, int) is g)
try:
    g.__get__(1.5)
except TypeError as e:
    print('TypeError', e)
try:
    g.__set__(7, 1)
except AttributeError as e:
    print('AttributeError', e)
m = BaseExceptionGroup.__dict__['message']
eg = ExceptionGroup('msg', [ValueError(1)])
print(type(m).__name__, m.__get__(eg), m.__get__(eg, ExceptionGroup), BaseExceptionGroup.__dict__['exceptions'].__get__(eg))
try:
    m.__get__(ValueError())
except TypeError as e:
    print('TypeError', e)
try:
    m.__set__(eg, 'x')
except AttributeError as e:
    print('AttributeError', e)


# property's.
class P:
    def __init__(self):
        self._v = 1

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, value):
        self._v = value * 10

    @v.deleter
    def v(self):
        print('deleting')
        del self._v

    @property
    def ro(self):
        return 'ro'


pp = P()
prop = P.__dict__['v']
print(prop.__get__(pp), prop.__get__(pp, P), prop.__get__(None, P) is prop)
prop.__set__(pp, 3)
print(pp.v, pp._v)
prop.__delete__(pp)
print(hasattr(pp, '_v'))
ro = P.__dict__['ro']
for call in (lambda: ro.__set__(pp, 1), lambda: ro.__delete__(pp), lambda: ro.__get__(None, None),
             lambda: ro.__get__(5), lambda: ro.__get__()):
    try:
        print(call())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
print(C.__dict__['p'].__get__(o, C), property.__get__(C.__dict__['p'], o))
