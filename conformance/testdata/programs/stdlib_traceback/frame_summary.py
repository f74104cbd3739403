# krait-run: --allow-import traceback
# extract_tb, FrameSummary, StackSummary and TracebackException: text and
# numbers, as CPython shows them.
import traceback


def inner(x):
    return x["key"]


def outer():
    return inner({})


try:
    outer()
except KeyError as e:
    tb = traceback.extract_tb(e.__traceback__)
    print(type(tb).__name__, len(tb))
    for fs in tb:
        print(fs.filename.split("/")[-1], fs.lineno, fs.name, repr(fs.line), fs.end_lineno, fs.colno, fs.end_colno)
        filename, lineno, name, line = fs
        print(name, lineno, line, fs[2], len(fs))
    print(tb[-1] == ("x", 1, "y", "z"), tb[0] == tb[0])
    print([line.count("\n") for line in traceback.format_tb(e.__traceback__)])
    print(len(traceback.extract_tb(e.__traceback__, limit=1)), len(traceback.extract_tb(e.__traceback__.tb_next)))
    te = traceback.TracebackException.from_exception(e)
    print(str(te), te.exc_type.__name__, len(te.stack), te.stack[-1].name)
    print(te.__cause__, te.__context__, te.__suppress_context__, te.exceptions)
    print(list(te.format_exception_only()))
    te2 = traceback.TracebackException(type(e), e, e.__traceback__, limit=1)
    print(len(te2.stack))

fs = traceback.FrameSummary("calc.py", 10, "compute", line="  total = a + b  ")
print(repr(fs.line), repr(fs), list(fs))
print(fs == traceback.FrameSummary("calc.py", 10, "compute"))
print(traceback.FrameSummary("x.py", 1, "f").line == "")
stack = traceback.StackSummary.from_list([fs, ("util.py", 2, "helper", "return 1")])
print(type(stack).__name__, stack.format())
print(traceback.format_list([("a.py", 3, "f", "x = 1"), ("b.py", 4, "g", None)]))
print(traceback.format_list([traceback.FrameSummary("c.py", 5, "h", line="y = 2", colno=4, end_colno=5, end_lineno=5)]))

try:
    raise ExceptionGroup("g", [ValueError("a"), KeyError("b")])
except ExceptionGroup as eg:
    te = traceback.TracebackException.from_exception(eg)
    print([str(x) for x in te.exceptions], te.exc_type.__name__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("v")
except ValueError as e:
    te = traceback.TracebackException.from_exception(e)
    print(te.__context__.exc_type.__name__, te.__cause__)
    te = traceback.TracebackException.from_exception(e, compact=True)
    print(te.__context__.exc_type.__name__)
