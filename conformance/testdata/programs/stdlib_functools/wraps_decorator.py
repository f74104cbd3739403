# krait-run: --allow-import functools
import functools
def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        print('calling with', args, kwargs)
        return func(*args, **kwargs)
    return wrapper
@logged
def add(a, b=0):
    """Add two numbers."""
    return a + b
print(add(1, b=2))
print(add(5))
print(functools.WRAPPER_ASSIGNMENTS)
print(functools.WRAPPER_UPDATES)
