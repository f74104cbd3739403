# krait-run: --allow-import numpy.*
# Printing arrays and scalars of the narrower dtypes: the shortest digits
# of float32/float16 values, the dtype= suffix, scalar repr/str/format.
import numpy as np

f = np.array([0.1, 1 / 3, 2 / 3, 100.5, 1e-3], dtype=np.float32)
print(f)
print(repr(f))
print(repr(np.array([1e10, 1.5], np.float32)), repr(np.array([1e-8, 1.0], np.float32)), repr(np.array([123456789.0], np.float32)))
print(repr(np.array([np.nan, np.inf, -np.inf, 0.0, -0.0], np.float32)))
print(repr(np.array([0.1, 0.2, 1000.5, 65504], np.float16)), repr(np.array([1e-7, 1.0], np.float16)))
print(repr(np.linspace(0, 1, 7).astype(np.float32)))
print(repr(np.arange(12, dtype=np.float32).reshape(3, 4) / 7))
print(repr(np.array([], dtype=np.float32)), repr(np.zeros((0, 2), np.uint8)), repr(np.array(3, dtype=np.int16)))
with np.printoptions(precision=3, suppress=True):
    print(repr(np.array([1 / 3, 1e-9, 12345.678], np.float32)))
print(repr(np.arange(-3, 3, dtype=np.int8)), repr(np.arange(3, dtype=np.uint32)), str(np.arange(3, dtype=np.int16)))
print(repr(np.arange(2000, dtype=np.float32)))
for v in [0.1, 1 / 3, 1e10, 1e16, 1e-4, 1e-5, 123456789.0, 1.5e20, -2.5, 0.0, 3.0, 1e38, np.inf, np.nan]:
    x = np.float32(v)
    print(repr(x), str(x), f"{x:.3f}", f"{x}", float(x), x.item(), x.dtype)
for v in [0.1, 1 / 3, 1000.0, 65504.0, 1e-5, 0.0, 2.0]:
    x = np.float16(v)
    print(repr(x), str(x), float(x))
for t in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32]:
    x = t(100)
    print(repr(x), str(x), f"{x:5d}", int(x), x.item(), type(x.item()), x.dtype, hash(x) == hash(100), x == 100, x + 1)
print(np.array2string(np.array([1.5, 2.25], np.float32)), np.float32(2.5).round(), round(np.float32(2.567), 2))
