class C:
    __slots__ = ('y', 'x', '__weakref__')
    z = 1
print([k for k in C.__dict__ if k in "xyz"])
class D(C):
    __slots__ = ['b', 'a']
print([k for k in D.__dict__ if k in "ab"], D.__slots__)
d = D(); d.a=1; d.x=2
print(d.a, d.x)
try: d.y
except AttributeError as e: print(e)
print(C.x.__qualname__, C.x.__doc__, repr(C.x))
try:
    class A: __slots__=('a',)
    class B: __slots__=('b',)
    class AB(A, B): pass
except TypeError as e: print(e)
class A0: __slots__=()
class B0: __slots__=('q',)
class AB0(A0, B0): pass
ab = AB0(); ab.q = 1; ab.r = 2; print(ab.__dict__, ab.q)
try:
    class I(int): __slots__=('a',)
except TypeError as e: print(e)
class I2(int): __slots__=()
try: I2(3).w = 1
except AttributeError as e: print(e)
try:
    class T(tuple): __slots__=('a',)
except TypeError as e: print(e)
class L(list): __slots__=('a',)
l = L([1,2]); l.a = 5; print(l, l.a)
try: l.b = 1
except AttributeError as e: print(e)
class Ex(Exception): __slots__=('a',)
e = Ex(1); e.a=2; e.b=3; print(e.a, e.b, e.__dict__)
try:
    class Bad: __slots__=('1x',)
except TypeError as e: print(e)
try:
    class Bad2: __slots__=3
except TypeError as e: print(e)
class It: __slots__=iter(['m','n'])
print("m" in It.__dict__)
try:
    class W: __slots__=('__weakref__','__weakref__')
except TypeError as e: print(e)
class Dd(C): __slots__=('__dict__',)
dd = Dd(); dd.k=1; print(dd.__dict__)
try:
    class Dd2(Dd): __slots__=('__dict__',)
except TypeError as e: print(e)
class S:
    __slots__ = ('a',)
    def __init__(self): pass
s = S()
print(getattr(s, 'a', 'dflt'), hasattr(s, 'a'))
s.a = [1]
print(getattr(s, 'a', 'dflt'), hasattr(s, 'a'))
print(S.__dict__['a'], S.a is S.__dict__['a'])
class G:
    __slots__ = ('a',)
    def __getattr__(self, n): return 'ga-' + n
print(G().a, G().zz)
