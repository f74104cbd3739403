# krait-run: --allow-import io,contextlib
import io
from contextlib import redirect_stdout

def noisy(n):
    for i in range(n):
        print(f"step {i}")
    print("done", n, sep=": ")
    return n * 2

buf = io.StringIO()
with redirect_stdout(buf) as f:
    result = noisy(3)
    print("captured?", f is buf)
print("result", result)
print(repr(buf.getvalue()))
lines = buf.getvalue().splitlines()
print(len(lines), lines[-1])
outer, inner = io.StringIO(), io.StringIO()
with redirect_stdout(outer):
    print("to outer")
    with redirect_stdout(inner):
        print("to inner")
    print("outer again")
print(repr(outer.getvalue()), repr(inner.getvalue()))
class Collector:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
c = Collector()
with redirect_stdout(c):
    print("x", "y")
print("".join(c.parts) == "x y\n")
try:
    with redirect_stdout(io.StringIO()):
        print("lost")
        raise ValueError("inside")
except ValueError as e:
    print("restored after", e)
