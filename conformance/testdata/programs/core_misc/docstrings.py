"""Module docstring."""
def f():
    """Function docstring."""
    return 1
class C:
    """Class docstring."""
    x = 1
print(f(), C.x, f.__doc__, C.__doc__)
