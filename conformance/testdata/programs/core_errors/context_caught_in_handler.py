# An exception that builtin code raises inside an except clause has the
# handled exception as __context__ as soon as it is raised, also when it
# is caught before it leaves the clause.
try:
    {}["a"]
except KeyError:
    try:
        int("x")
    except ValueError as v:
        print(repr(v.__context__))
    try:
        [].pop()
    except IndexError as v:
        print(repr(v.__context__))
    try:
        raise ValueError("y")
    except ValueError as v:
        print(repr(v.__context__))


def helper():
    return 1 / 0


try:
    raise OSError("outer")
except OSError:
    try:
        helper()
    except ZeroDivisionError as z:
        print(repr(z.__context__), z.__suppress_context__)
print("ok")
