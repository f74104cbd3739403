# krait-run: --allow-import functools
# xfail: interp functions have read-only __name__/__doc__/__qualname__, so functools.wraps cannot copy them
import functools
def deco(func):
    @functools.wraps(func)
    def wrapper(*args):
        return func(*args)
    return wrapper
@deco
def greet(name):
    """Say hello."""
    return 'hi ' + name
print(greet('bo'), greet.__name__, greet.__doc__, greet.__qualname__)
def plain(x):
    "doc"
    return x
w = functools.update_wrapper(lambda y: y, plain)
print(w.__name__, w.__doc__, w(3))
