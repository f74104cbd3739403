# Assigning __name__, __qualname__, __doc__ and __module__ of the
# program's own classes and functions (hand-written decorators and class
# factories do).


class A:
    pass


A.__name__ = "B"
A.__qualname__ = "Q"
print(A.__name__, A.__qualname__, A, repr(A()).split(" at ")[0])
A.__doc__ = "d"
print(A.__doc__)
try:
    A.__name__ = 3
except TypeError as e:
    print(e)


def make(kind):
    class Made:
        pass
    Made.__name__ = Made.__qualname__ = kind.title()
    return Made


print(make("point"), make("line")().__class__.__name__)


def f():
    pass


f.__name__ = "g"
f.__qualname__ = "outer.g"
f.__doc__ = "docs"
f.__module__ = "mymod"
print(f.__name__, f.__qualname__, f.__doc__, f.__module__)
try:
    int.__name__ = "x"
except TypeError as e:
    print(e)
