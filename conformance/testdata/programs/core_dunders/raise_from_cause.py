# raise ... from e, then inspecting the chain.


class AppError(Exception):
    pass


def load(key):
    data = {"a": 1}
    try:
        return data[key]
    except KeyError as e:
        raise AppError(f"missing {key}") from e


try:
    load("b")
except AppError as err:
    print(repr(err), repr(err.__cause__), err.__suppress_context__)
    print(err.__cause__.__class__.__name__, err.__context__ is err.__cause__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during")
except ValueError as v:
    print(repr(v.__context__), v.__cause__, v.__suppress_context__)

try:
    try:
        [][1]
    except IndexError:
        raise KeyError("k") from None
except KeyError as k:
    print(k.__cause__, k.__suppress_context__, type(k.__context__).__name__)

e = ValueError("x")
e.add_note("first note")
e.add_note("second")
print(e.__notes__)
e.__cause__ = TypeError("t")
print(repr(e.__cause__), e.__suppress_context__)
e.__context__ = None
print(e.__context__)


def chain(exc):
    out = []
    while exc is not None:
        out.append(type(exc).__name__)
        exc = exc.__cause__ or exc.__context__
    return out


try:
    try:
        try:
            {}["x"]
        except KeyError as a:
            raise ValueError() from a
    except ValueError:
        raise RuntimeError()
except RuntimeError as r:
    print(chain(r))
