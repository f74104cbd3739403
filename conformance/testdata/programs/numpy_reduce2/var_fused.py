# krait-run: --allow-import numpy.*,warnings
# var/std over many shapes, axes and layouts: the bits of the result
# (printed with repr of a Python float) must be numpy's, whose _var sums
# the array of squared deviations pairwise in runs of 8192.
import numpy as np

def show(label, v):
    if np.ndim(v) == 0:
        print(label, repr(float(v)))
    else:
        print(label, [repr(float(x)) for x in np.ravel(v)[:6]], np.shape(v))

base = (np.arange(24_000) * 7919 % 100_003) / 7.0 + 1e6
ints = np.arange(24_000) * 7919 % 100_003 - 50_000

for n in [1, 2, 7, 8, 9, 127, 128, 129, 1000, 8191, 8192, 8193, 20_000, 24_000]:
    x = base[:n]
    show(f"std n={n}", x.std())
    if n > 1:
        show(f"var ddof=1 n={n}", np.var(x, ddof=1))
    show(f"int std n={n}", ints[:n].std())

m = base.reshape(24, 1000)
for axis in [None, 0, 1, (0, 1), -1]:
    show(f"2d std axis={axis}", m.std(axis=axis))
    show(f"2d int var axis={axis}", ints.reshape(24, 1000).var(axis=axis))
show("keepdims", m.std(axis=1, keepdims=True))

c = base.reshape(12, 20, 100)
for axis in [None, 0, 1, 2, (0, 2), (1, 2), (0, 1)]:
    show(f"3d var axis={axis}", c.var(axis=axis))

# Views: offsets, steps, transposes, size-1 axes.
show("offset view", base[5:20_005].std())
show("step view", base[::3].std())
show("transposed", m.T.std())
show("size-1 axes", base.reshape(24, 1, 1000).std(axis=(0, 2)))
show("size-1 newaxis", base[:, None].std())
show("column", m[:, 3].var())
show("2d slice", m[10:20, 100:900].std(axis=1))

# Other kinds and dtypes take the array path.
show("bool", (ints > 0).std())
show("float32", base.astype(np.float32).std())
show("dtype=float32", base.std(dtype=np.float32))
show("complex", (base + 1j * base[::-1]).std())
show("int8", (ints % 100).astype(np.int8).var())
show("mean of std", np.std([[1, 2], [3, 4]], axis=0))

# Non-finite values and overflow: numpy's warnings (the array path's).
import warnings

def warned(label, f):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        v = f()
    show(label, v)
    print("  warnings:", [(w.category.__name__, str(w.message)) for w in ws])

warned("inf", lambda: np.array([1.0, np.inf, 3.0]).std())
warned("nan", lambda: np.array([1.0, np.nan, 3.0]).var())
warned("overflow square", lambda: np.array([1e200, -1e200, 3.0]).var())
warned("overflow sum", lambda: np.array([1e154, -1e154] * 5000).var())
warned("int overflow square", lambda: np.array([2**62, -2**62, 0]).var())
warned("empty axis", lambda: np.zeros((0, 3)).std(axis=0))
warned("ddof too big", lambda: np.array([1.0, 2.0]).var(ddof=2))
warned("ddof = n", lambda: np.arange(10_000.0).reshape(100, 100).var(axis=0, ddof=100))
