# __context__ as CPython's raise sets it: a raise statement replaces it, an
# exception already in the handled chain is unlinked from it first (no cycle),
# and a RecursionError caught at the limit has the handled one as context.
def reraise():
    try:
        int("x")
    except ValueError as e:
        try:
            None.attr
        except AttributeError as a:
            try:
                raise e
            except ValueError as e2:
                print(repr(e2.__context__), repr(a.__context__))
try:
    try:
        1/0
    except ZeroDivisionError:
        raise ValueError("v")
except ValueError as v:
    try:
        raise KeyError("k")
    except KeyError:
        try:
            raise v
        except ValueError as v2:
            print(repr(v2.__context__))
reraise()
a = ValueError("a"); b = KeyError("b")
a.__context__ = b; b.__context__ = a
try:
    try:
        raise a
    except ValueError:
        raise TypeError("t")
except TypeError as t:
    print(repr(t.__context__), repr(t.__context__.__context__))
try:
    try:
        raise b
    except KeyError:
        raise a
except ValueError as x:
    print(repr(x.__context__), repr(x.__context__.__context__))
def f():
    try:
        return f()
    except RecursionError as r:
        return r
r = f()
n = 0
while r is not None:
    n += 1
    r = r.__context__
print(n)
