# Raising and catching exceptions.
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        print("ValueError:", e)
        return None
    finally:
        print("parsed", repr(s))

print(parse("12"), parse("x"))
try:
    [][1]
except IndexError as e:
    print(type(e).__name__, e)
try:
    {}["k"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    1 / 0
except (TypeError, ZeroDivisionError) as e:
    print(type(e).__name__, e)
try:
    raise RuntimeError("boom")
except Exception as e:
    print(repr(e), e.args)
else:
    print("not reached")

class MyError(Exception):
    pass

try:
    try:
        raise MyError("inner")
    except MyError as e:
        raise ValueError("outer") from e
except ValueError as e:
    print("outer:", e)
try:
    None.attr
except AttributeError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
