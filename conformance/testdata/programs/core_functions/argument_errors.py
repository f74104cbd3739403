# exceptions and messages
def f(a, b, *, c):
    pass
for call in [lambda: f(), lambda: f(1, 2, 3), lambda: f(1, 2), lambda: f(1, 2, c=3, d=4), lambda: f(1, b=2, a=3, c=1)]:
    try:
        call()
    except TypeError as e:
        print(e)
def g(a, /, b):
    pass
try:
    g(a=1, b=2)
except TypeError as e:
    print(e)
def h(**kw):
    return kw
print(h(a=1, **{'b': 2}))
try:
    h(**{'a': 1}, a=2)
except TypeError as e:
    print(e)
try:
    h(**[1])
except TypeError as e:
    print(e)
class K:
    def m(self, x):
        return x
try:
    K().m()
except TypeError as e:
    print(e)
try:
    K.m(1)
except TypeError as e:
    print(e)
lam = lambda x, y=2: x
try:
    lam()
except TypeError as e:
    print(e)
try:
    lam(1, 2, 3)
except TypeError as e:
    print(e)
def one(x):
    pass
try:
    one(1, 2)
except TypeError as e:
    print(e)
def none():
    pass
try:
    none(1)
except TypeError as e:
    print(e)
def kwo(a, *, b, c):
    pass
try:
    kwo(1, 2, b=1)
except TypeError as e:
    print(e)
try:
    kwo(1)
except TypeError as e:
    print(e)
