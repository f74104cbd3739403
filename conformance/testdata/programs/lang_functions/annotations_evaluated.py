# krait-run: --allow-import functools
# traceback: full
# Parameter and return annotations are evaluated when the def runs, after
# the defaults, in CPython's order, in the enclosing scope; a missing
# name in an annotation is a NameError at the def.
import functools

order = []
def p(x):
    order.append(x)
    return x
def deco(f):
    order.append('deco')
    return f

@deco
def g(a: p('a') = p('default'), /, b: p('b') = p('bd'), *v: p('v'), k: p('k') = p('kdef'), **kw: p('kw')) -> p('ret'):
    pass
print(order)

order.clear()
def plain(x, y=p('only default')):
    pass
lam = lambda z=p('lambda default'): z
print(order)

class Shapes:
    Unit = float
    def area(self, scale: Unit) -> Unit:
        return scale
    def make(self) -> "Shapes":
        return self
print(Shapes().area(2))

def outer():
    T = int
    def inner(x: T) -> T:
        return x
    return inner
print(outer()(5))

@functools.singledispatch
def show(x):
    return 'object'
@show.register
def _(x: int):
    return 'int'
@show.register
def _(x: list) -> str:
    return 'list'
print(show(1), show([]), show(2.0))

for i in range(3):
    def step(n: int = i) -> int:
        return n
    print(step())

def wrap(f):
    @functools.wraps(f)
    def inner(*a, **k):
        return f(*a, **k)
    return inner
@wrap
def added(a: int, b: int) -> int:
    return a + b
print(added(2, 3), show.dispatch(bool).__name__)

def parse(rows: List[dict]) -> int:
    return len(rows)
print("not reached")
