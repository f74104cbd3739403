def f(a=1, b):
    pass
---
def f(*, **kw):
    pass
---
def f(*):
    pass
---
def f(**kw, a):
    pass
---
def f(**kw, *args):
    pass
---
def f(*a, *b):
    pass
---
def f(/):
    pass
---
def f(a, /, /):
    pass
---
def f(*, a, /):
    pass
---
def f(a, *, /):
    pass
---
def f(a=1, /, b):
    pass
---
def f(a b):
    pass
---
def f(1):
    pass
---
def f((a, b)):
    pass
---
def f(a.b):
    pass
---
def f(**kw=1):
    pass
---
def f(*a=1):
    pass
---
def f(a, **):
    pass
---
def f(a,, b):
    pass
---
def (x):
    pass
---
def f[T](x):
    pass
---
lambda a=1, b: 0
---
lambda *: 0
---
lambda *, **k: 0
---
lambda (a, b): 0
---
lambda a: int: 0
---
lambda **k, a: 0
---
lambda /: 0
---
lambda a, /, /: 0
---
lambda x=1, /, y: x
---
f(a=1, b)
---
f(**k, *a)
---
f(**k, a)
---
f(x for x in y, 1)
---
f(1, x for x in y)
---
f(a, b for b in c, d)
---
f(a b)
---
f(,)
---
f(a,,)
---
f(*)
---
f(**)
---
f(a=)
---
f(x=1 for x in y)
---
class C(x for x in y):
    pass
---
def f() -> :
    pass
---
def f(a:):
    pass
---
@
def f():
    pass
---
@decorator x
def f():
    pass
---
@dec
x = 1
---
async lambda: 1
---
f(**k, *abc)
---
f(**k, x=1, *a.b)
---
f(xyz=1+2 for x in y)
---
f(a, xyz=1 for x in y)
---
f(*a for a in b)
---
f(x, *a for a in b)
---
f(*a for a in b, c)
---
f(x=1, *a for a in b)
---
f(*a if b else c for a in b)
---
print(st.quantiles(data, n=4, not='inclusive'))
---
f(**k, not x)
---
f(a=1, b if c)
