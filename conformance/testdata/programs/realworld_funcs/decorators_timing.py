# krait-run: --allow-import functools
import functools

call_log = []

def logged(prefix="call"):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            arg_s = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
            call_log.append(f"{prefix}: {fn.__name__}({arg_s})")
            try:
                result = fn(*args, **kwargs)
            except Exception as e:
                call_log.append(f"  raised {type(e).__name__}: {e}")
                raise
            call_log.append(f"  -> {result!r}")
            return result
        return wrapper
    return deco

def memoize(fn):
    cache = {}
    @functools.wraps(fn)
    def inner(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    inner.cache = cache
    return inner

@logged()
def add(a, b=0):
    """Add two numbers."""
    return a + b

@logged("math")
@memoize
def slow_square(n):
    return n * n

add(1, 2)
add(5, b=7)
slow_square(4); slow_square(4); slow_square(5)
try:
    add("x", 1)
except TypeError:
    pass
print("\n".join(call_log))
print(add.__name__, add.__doc__, add(10, 20))

def retry(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a):
            for i in range(times):
                try:
                    return fn(*a)
                except ValueError as e:
                    print(f"attempt {i + 1}: {e}")
            return None
        return wrapper
    return deco

counter = {"n": 0}
@retry(3)
def sometimes():
    counter["n"] += 1
    if counter["n"] < 3:
        raise ValueError(f"not yet ({counter['n']})")
    return "finally"
print(sometimes())

class CountCalls:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.calls = 0
    def __call__(self, *a, **k):
        self.calls += 1
        return self.fn(*a, **k)

@CountCalls
def greet(name):
    return f"hi {name}"
print(greet("a"), greet("b"), greet.calls, greet.__name__)
