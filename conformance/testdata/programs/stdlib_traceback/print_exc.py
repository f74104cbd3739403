# traceback: full
# krait-run: --allow-import traceback,io
# print_exc and friends write to stderr: the whole of it is compared.
import io
import traceback


def divide(a, b):
    return a / b


try:
    divide(1, 0)
except ZeroDivisionError:
    traceback.print_exc()
    print("handled")

traceback.print_exc()

try:
    [][0]
except IndexError as e:
    traceback.print_exception(e)
    traceback.print_exception(type(e), e, e.__traceback__, limit=0)
    traceback.print_tb(e.__traceback__)
    traceback.TracebackException.from_exception(e).print()
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    print(buf.getvalue().splitlines()[-1])

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("k")
except KeyError:
    traceback.print_exc()

e = ValueError("x")
e.add_note("note")
traceback.print_exception(e)
traceback.print_list([("a.py", 3, "f", "x = 1")])
print("done")
raise SystemError("end of program")
