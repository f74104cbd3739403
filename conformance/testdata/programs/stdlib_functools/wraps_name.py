# krait-run: --allow-import functools
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
