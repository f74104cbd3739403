# krait-run: --allow-import traceback
# The idioms agent code uses in except blocks: traceback.format_exc(),
# format_exception, format_exception_only, with CPython's exact text.
import re
import traceback


def rel(s):
    # The script's directory differs between CPython and krait runs.
    return re.sub(r'File "[^"]*/', 'File "', s)


def parse_price(text):
    return float(text.strip("$"))


def total(items):
    return sum(parse_price(p) for p in items)


try:
    total(["$1.50", "$2", "three"])
except ValueError:
    print(rel(traceback.format_exc()))
    print(rel(traceback.format_exc(limit=1)))
    print(rel(traceback.format_exc(limit=-1)))

print(repr(traceback.format_exc()))


def fetch(d, key):
    return d[key]


class Store:
    def get(self, key):
        return fetch({"a": 1}, key)


try:
    Store().get("b")
except KeyError as e:
    print(rel(traceback.format_exc()))
    try:
        raise ValueError("bad literal")
    except ValueError:
        print(rel(traceback.format_exc()))
        print(rel(traceback.format_exc(chain=False)))

try:
    try:
        {}["k"]
    except KeyError as e:
        raise RuntimeError("lookup failed") from e
except RuntimeError as e:
    for chunk in traceback.format_exception(e):
        print(repr(rel(chunk)))
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))

try:
    raise ValueError("a") from None
except ValueError as e:
    print(rel("".join(traceback.format_exception(type(e), e, e.__traceback__))))

err = ValueError("bad value")
err.add_note("while parsing row 3")
err.add_note("two\nlines")
print(traceback.format_exception(err))
print(traceback.format_exception(ValueError, ValueError("v"), None))
print(traceback.format_exception_only(KeyError("k")))
print(traceback.format_exception_only(SyntaxError("plain")))
print(traceback.format_exception_only(SyntaxError("invalid syntax", ("f.py", 3, 5, "x = = 1\n", 3, 7))))


class AppError(Exception):
    pass


try:
    raise AppError()
except AppError:
    print(rel(traceback.format_exc()))

try:
    label = "合計: " + 1
except TypeError:
    print(rel(traceback.format_exc()))

data = [1, 2]
try:
    value = (data[0] +
             data[5])
except IndexError:
    print(rel(traceback.format_exc()))


def countdown(n):
    if n == 0:
        raise RecursionError("bottom")
    return countdown(n - 1)


try:
    countdown(8)
except RecursionError:
    print(rel(traceback.format_exc()))

try:
    raise ExceptionGroup("batch", [ValueError(1), TypeError("two")])
except ExceptionGroup:
    print(rel(traceback.format_exc()))

for bad in ["notexc", 5]:
    try:
        traceback.format_exception(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    traceback.format_exception(ValueError, ValueError("v"))
except ValueError as e:
    print(type(e).__name__, e)
