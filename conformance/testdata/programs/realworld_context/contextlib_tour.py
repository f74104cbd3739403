# krait-run: --allow-import contextlib
from contextlib import contextmanager, suppress, closing, nullcontext, ExitStack, ContextDecorator, AbstractContextManager

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        print(f"  {name} saw {e!r}")
        raise
    finally:
        print(f"</{name}>")

with tag("a") as x:
    print("  body", x)
try:
    with tag("b"):
        raise ValueError("boom")
except ValueError as e:
    print("outer caught", e)

@contextmanager
def swallow():
    try:
        yield
    except KeyError as e:
        print("swallowed", e)

with swallow():
    {}["k"]
print("after swallow")

@contextmanager
def timer(label):
    events = []
    yield events
    print(label, "events:", events)

with timer("t") as ev:
    ev.append(1)
    ev.append(2)

with suppress(KeyError, IndexError):
    [][1]
print("suppressed index")
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print("not suppressed:", e)

class Res:
    def __init__(self, n):
        self.n = n
    def close(self):
        print("closing", self.n)
with closing(Res(1)) as r:
    print("using", r.n)
with nullcontext(42) as v:
    print("null", v)
with nullcontext() as v:
    print("null", v)

with ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in "xyz"]
    stack.callback(print, "callback ran", *names, sep="|")
    print("inside stack", names)

@tag("deco")
def work(a, b):
    print("  working", a + b)
    return a * b
print(work(2, 3))
print(work(4, 5))

@contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
@contextmanager
def never():
    if False:
        yield
try:
    with never():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
class Mine(AbstractContextManager):
    def __exit__(self, *a):
        print("mine exit", a[0].__name__ if a[0] else None)
with Mine() as m:
    print(type(m).__name__)
class deco(ContextDecorator):
    def __enter__(self):
        print("enter deco")
        return self
    def __exit__(self, *exc):
        print("exit deco")
        return False
@deco()
def f():
    print("in f")
f()
with ExitStack() as s:
    s.callback(print, "first registered, last run")
    s.push(lambda *exc: print("push saw", exc[0].__name__) or True)
    raise KeyError("hidden")
print("stack suppressed")
