# krait-run: --allow-import numpy,functools,collections
# Expressions whose intermediate arrays are temporaries (krait recycles
# their buffers) next to ways a program can keep a reference to one:
# every kept array must keep its values.
import functools
import collections
import numpy as np

n = 5000
a = np.arange(n) / 7.0
b = np.arange(n)[::-1] / 3.0


def churn():
    # Operators whose temporaries go back for reuse, so a recycled buffer
    # that was still referenced would change under its holder.
    for i in range(4):
        (a + i) * (b - i)
        (np.arange(n) + i) * (np.arange(n) - i)
        (a > i) & (b < i)


def show(label, x):
    churn()
    print(label, x.dtype, x.shape, [round(float(v), 6) for v in x[:3]], round(float(x.sum()), 4))


r = np.sqrt(a * a + b * b) * 0.5 + 1.0
show("expr", r)
s = a * 4.0 - (b + 1.0) / (a + 2.0)
show("mixed", s)
show("expr again", r)
m = a[(a > 25) & (a < 75)]
show("mask", m)
show("neg", -(a * 2) + 1)
show("reflected", 1.0 - (a * 2) / (2.0 + b))
show("ints", (np.arange(n) * 3 + 1) // 2 - np.arange(n) % 7)
show("int to float", (np.arange(n) * 2) / 4)
show("compare", ((a * 2) > (b * 3)).astype(float))
show("ufunc call", np.add(a * 2, b * 3) + np.negative(a * 1))
show("abs", abs(a * -1.0) + 1)

# A name bound inside the expression keeps its array.
r2 = (c := a * 2) + 1
show("walrus c", c)
show("walrus r2", r2)


# A Python operator that keeps its operand.
class Keeper:
    __array_ufunc__ = None

    def __add__(self, other):
        self.kept = other
        return other

    def __radd__(self, other):
        self.kept = other
        return other


k = Keeper()
r3 = (k + (a * 2)) * 10
show("kept left", k.kept)
show("r3", r3)
r4 = ((a * 3) + k) * 10
show("kept right", k.kept)
show("r4", r4)


# A function that returns an array it keeps.
G = a * 5


def g(unused=None):
    return G


show("global via call", g() + 1)
show("global via call with an argument", (g(a * 2) > 1).astype(float))
show("global after", G)

# A cache keeps what the ufunc returned.
neg = functools.lru_cache()(np.negative)
x1 = neg(3.5)
print("cached scalar", x1, neg(3.5))
part = functools.partial(np.multiply, a)
y1 = part(2.0) + 1
show("partial", y1)
d = collections.defaultdict(functools.partial(np.multiply, a, 3.0))
z1 = d["k"] + 1
show("defaultdict value", d["k"])
show("defaultdict sum", z1)
lst = []
lst.append(a * 2)
show("appended", lst[0] + 1)
show("list kept", lst[0])
pairs = [(a * 2) + 1 for _ in range(3)]
show("comprehension", pairs[0] + pairs[1] + pairs[2])
show("kept 0", pairs[0])

# Views of a temporary keep it alive.
v = (a * 2)[10:20]
w = (a * 3) + 1
show("view", v)
show("w", w)
t = (a * 2).reshape(50, 100)
u = t + (a * 0).reshape(50, 100)
show("reshaped", t.ravel())
show("u", u.ravel())

# Repeated statements reuse buffers; earlier results must not change.
results = []
for i in range(4):
    results.append(np.sqrt(a * a + b * b) * (i + 1) + i)
for i, x in enumerate(results):
    show("loop %d" % i, x)

# Floating-point conditions are reported from the operands, not the
# recycled buffers.
with np.errstate(divide="raise"):
    try:
        (a * 0 + 1) / (b * 0)
    except FloatingPointError as e:
        print("FloatingPointError", e)
with np.errstate(invalid="raise"):
    try:
        (a * 0) / (b * 0)
    except FloatingPointError as e:
        print("FloatingPointError", e)
with np.errstate(over="raise"):
    try:
        (a + 1e308) * (b + 1e308)
    except FloatingPointError as e:
        print("FloatingPointError", e)
