# krait-run: --allow-import numpy.*
# Reductions over the narrower dtypes: result dtypes (sums of signed ints
# are int64, float32 stays float32, min/max keep the dtype) and values.
import numpy as np

for name in ["int8", "int16", "int32"]:
    a = np.array([[1, -2, 3], [4, 5, -6]], dtype=name)
    for r in [a.sum(), a.sum(axis=0), a.prod(), a.cumsum(), a.mean(), a.std(), a.var(), a.max(), a.min(axis=1), np.ptp(a), a.argmax(), np.median(a)]:
        print(name, repr(r), type(r).__name__, getattr(r, "dtype", None))
for name in ["uint8", "uint16", "uint32"]:
    a = np.array([[1, 2, 3], [4, 5, 250]], dtype=name)
    for r in [a.sum(), a.sum(axis=1).tolist(), a.mean(), a.max(), a.min(axis=0), a.argmin(), a.std()]:
        print(name, repr(r))
a = np.array([[0.1, 0.2, 0.3], [1.5, 2.5, -3.25]], dtype=np.float32)
for r in [a.sum(), a.sum(axis=0), a.sum(axis=1), a.mean(), a.mean(axis=1), a.max(), a.min(axis=0), a.prod(), np.nansum(a)]:
    print("float32", repr(r), getattr(r, "dtype", None))
h = np.array([[0.1, 0.2, 0.3], [1.5, 2.5, -3.25]], dtype=np.float16)
for r in [h.max(), h.min(axis=0), h.argmax(), np.ptp(h)]:
    print("float16", repr(r), getattr(r, "dtype", None))
big = (np.arange(10000) / 7).astype(np.float32)
print(repr(big.sum()), repr(big.mean()), repr(big[::3].sum()), repr(big.reshape(100, 100).sum(axis=0)[:3]), repr(big.reshape(100, 100).sum(axis=1)[:3]))
x = np.linspace(0, 1, 11).astype(np.float32)
print(repr(x.sum()), repr(x.mean()), repr(np.sum(x, dtype=np.float64)), repr(x.astype(np.float64).sum()), repr(np.arange(5.0).sum(dtype=np.float32)))
print(np.any(np.array([0, 1], np.uint8)), np.all(np.array([1, 2], np.int8)), np.count_nonzero(np.array([0, 3, 0], np.int16)))
c = (np.arange(300) / 7).astype(np.float32)
print(repr(c.cumsum()[-3:]), repr(np.cumprod(np.array([1.1, 1.2, 1.3, 1.4], np.float32))), repr(np.cumsum(c.reshape(20, 15), axis=0)[-1, :3]), repr(np.cumsum(c.reshape(20, 15), axis=1)[-1, -2:]))
v = np.array([[0.1, 0.2, 0.3], [1.5, 2.5, -3.25]], dtype=np.float32)
print(repr(v.std()), repr(v.var()), repr(v.std(axis=0)), repr(v.var(axis=1, ddof=1)), repr(np.std(c)), repr(np.var(c.reshape(20, 15), axis=0)[:3]))
