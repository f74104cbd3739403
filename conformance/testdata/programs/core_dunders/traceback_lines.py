# e.__traceback__ walked with tb_lineno and tb_next (the frames it passed
# through, outermost first).


def inner():
    return {}["missing"]


def outer():
    return inner()


def lines(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


try:
    outer()
except KeyError as e:
    print(type(e.__traceback__).__name__, lines(e.__traceback__))

try:
    try:
        outer()
    except KeyError as e:
        raise ValueError("wrapped") from e
except ValueError as v:
    print(lines(v.__traceback__), lines(v.__cause__.__traceback__))

print(ValueError().__traceback__)


class Mgr:
    def __enter__(self):
        return self

    def __exit__(self, typ, val, tb):
        print(typ.__name__, type(tb).__name__, tb.tb_lineno, tb.tb_next)
        return True


with Mgr():
    1 / 0
