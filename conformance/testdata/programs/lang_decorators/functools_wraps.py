# krait-run: --allow-import functools
import functools
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kw):
        """wrapper doc"""
        print(f'call {fn.__name__}{args}')
        return fn(*args, **kw)
    return wrapper
@logged
def add(a, b):
    """Add two numbers."""
    return a + b
print(add(2, 3), add.__name__, add.__doc__, add.__qualname__)
