# krait-run: --allow-import numpy.*
# numpy's narrower dtypes: creation with dtype=, astype, wrap-around of
# out-of-range values, dtype attributes.
import numpy as np

names = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float16", "float32"]
for name in names:
    dt = np.dtype(name)
    a = np.array([0, 1, 2, 127], dtype=dt)
    print(name, repr(a), a.dtype, a.itemsize, a.nbytes, dt.name, dt.str, dt.kind, dt.char, dt.itemsize, dt.byteorder, dt.type)
    print(repr(np.zeros(3, dtype=dt)), repr(np.ones((2, 2), dt)), repr(np.full(2, 5, dtype=dt)), repr(np.zeros_like(a)), repr(np.ones_like(a, dtype=np.float32)))
    print(dt == name, dt == np.dtype(dt.str), dt == np.float64, np.dtype(getattr(np, name)) is not None)

print(repr(np.array([1, 2, 300, -1], dtype=np.int64).astype(np.uint8)))
print(repr(np.array([-129, 128, 255, 256]).astype(np.int8)))
print(repr(np.array([70000, -1]).astype(np.uint16)), repr(np.array([2**31, 2**32 + 5]).astype(np.int32)))
print(repr(np.array([1.7, -1.7, 255.9, 0.5]).astype(np.uint8)), repr(np.array([1.7, -2.5]).astype(np.int16)))
print(repr(np.array([0.1, 1 / 3, 1e-8, 3.4e38, 1e39]).astype(np.float32)))
print(repr(np.array([0.1, 1 / 3, 65504, 65520, 1e-5, 1e-8]).astype(np.float16)))
print(repr(np.array([1, 2, 3], dtype="f4")), repr(np.array([1, 2], dtype="i4")), repr(np.array([1, 2], dtype="u1")), repr(np.array([1, 2], dtype="int16")))
print(repr(np.array([1.5, 2.5], dtype=np.single)), repr(np.array([1, 2], dtype=np.intc)), repr(np.array([3], dtype=np.ubyte)))
f = np.arange(6, dtype=np.float32).reshape(2, 3)
print(repr(f), repr(f.T), repr(f[1]), repr(f[:, 1:]), f.dtype, f.astype(int).dtype, f.astype(np.float64).dtype)
u = np.array([[1, 2], [3, 4]], dtype=np.uint8)
print(repr(u.ravel()), repr(u.reshape(4)), repr(u.copy()), repr(u[u > 1]), repr(u[[0, 1], [1, 0]]))
b = np.zeros(5, dtype=np.uint8)
b[0] = 255
b[1] = np.int64(3)
b[2:4] = [7, 8]
b[b == 0] = 9
print(repr(b), b.tolist(), type(b.tolist()[0]), b[0], type(b[0]))
g = np.zeros(3, dtype=np.float32)
g[0] = 0.1
g[1:] = 1 / 3
print(repr(g), g.tolist(), g[0].item(), float(g[0]), type(g[0]))
print(np.float32(0.1), np.float32(1 / 3), np.uint8(255), np.int8(-5), np.int16(1000), np.uint32(7), np.float16(0.1), np.int32("42"), np.float32("2.5"))
print(np.array(np.float32(2.5)).dtype, np.array([np.float32(1), np.float32(2)]).dtype, np.asarray(u, dtype=np.int32).dtype)
