x = 1
def f(a, b=2, *args, c, d=4, **kw):
    e = a + b
    return len(args) + e + x
---
def outer(x):
    def inner():
        return x
    return inner
---
y = 0
def f():
    y = 1
    class C:
        y = 2
        z = y
        def m(self):
            return y, super()
    return C
---
def f():
    global g
    n = 1
    def h():
        nonlocal n
        n = g
    return h
---
def f(xs):
    return [(y := x) for x in xs if x], y
---
def f(rows):
    return {k: v for k, v in rows}, {i for i in rows}, list(j for j in rows)
---
[a for a in range(3)]
b = [[c * d for c in range(d)] for d in range(4)]
---
def f():
    x = 1
    def g():
        def h():
            return x
        return h
    return g
---
class A:
    v = 1
    def get(self):
        return v
    w = [v for _ in range(2)]
---
def f():
    try:
        pass
    except Exception as err:
        pass
    import os.path
    import sys as system
    from m import p, q as r
    with open(1) as (fa, fb):
        pass
    for i, (j, k) in []:
        del i
---
def f(p):
    match p:
        case [a, *rest]:
            pass
        case {"k": b, **others}:
            pass
        case Point(x=c) | Point(y=c):
            pass
        case d:
            pass
---
def deco(f):
    return f
@deco
def g(a=lambda q: q, *, b=[z for z in ()]):
    return lambda r: r + a
---
def f():
    x: int
    y: int = 3
    return y
---
def outer():
    v = 1
    class Inner:
        v = 2
        def meth(self):
            return v
    return Inner
---
def f():
    def g():
        return __class__
---
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
---
z = 0
def f():
    global z
    def g():
        return z
    z = 2
---
def f():
    return [[w for w in range(v)] for v in range(3) if (k := v)]
