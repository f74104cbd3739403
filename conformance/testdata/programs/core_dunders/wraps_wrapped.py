# krait-run: --allow-import functools
# functools.wraps: __wrapped__, copied names and function attributes seen
# by library code (hasattr after wraps).
import functools


def tagged(f):
    f.custom = "tag"
    f.calls = 0
    return f


@tagged
def base(x):
    "Base doc."
    return x * 2


def deco(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return func(*args, **kwargs)
    return wrapper


g = deco(base)
print(hasattr(g, "custom"), getattr(g, "custom", None), g.custom, g.calls)
print(g(21), g.calls, base.calls)
print(g.__name__, g.__qualname__, g.__doc__, g.__module__)
print(g.__wrapped__ is base, g.__wrapped__(5))
print(sorted(k for k in vars(g)), sorted(g.__dict__))


def manual(func):
    def inner(*a):
        return func(*a) + 1
    inner.__name__ = func.__name__
    inner.__doc__ = func.__doc__
    inner.__wrapped__ = func
    inner.__qualname__ = "manual." + func.__qualname__
    return inner


m = manual(base)
print(m.__name__, m.__doc__, m.__qualname__, m(1), m.__wrapped__.__name__)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(20), fib.__wrapped__(10), fib.__name__)
p = functools.partial(base, 3)
print(p(), p.func is base, p.args)


def defaults(a, b=2, *, c=3):
    return a + b + c


print(defaults.__defaults__, defaults.__kwdefaults__, defaults.__annotations__)
print(defaults.__code__ if False else "ok")
