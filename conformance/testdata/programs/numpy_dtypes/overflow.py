# krait-run: --allow-import numpy.*
# Integer arrays wrap around on overflow, as C integers do.
import numpy as np

u = np.array([200, 250, 255], dtype=np.uint8)
print(repr(u + u), repr(u * u), repr(u + np.uint8(100)), repr(-u), repr(u - np.uint8(251)), repr(~u), repr(u << 1), repr(u >> 1))
s = np.array([127, -128, 100], dtype=np.int8)
print(repr(s + np.int8(1)), repr(s * np.int8(2)), repr(-s), repr(abs(s)), repr(s // np.int8(-1)), repr(s << 1), repr(s & 0x0F), repr(s | 1), repr(s ^ -1))
h = np.array([32767, -32768, 1000], dtype=np.int16)
print(repr(h + np.int16(1)), repr(h * np.int16(100)), repr(h - np.int16(1)))
w = np.array([60000, 65535], dtype=np.uint16)
print(repr(w + np.uint16(6000)), repr(w * np.uint16(2)))
i = np.array([2**31 - 1, -2**31, 123456789], dtype=np.int32)
print(repr(i + np.int32(1)), repr(i * np.int32(3)), repr(i - np.int32(1)), repr(i * i))
v = np.array([4000000000, 1], dtype=np.uint32)
print(repr(v + np.uint32(300000000)), repr(v * np.uint32(2)), repr(v - np.uint32(2)))
a = np.arange(10, dtype=np.uint8)
a += 250
print(repr(a))
a -= 3
print(repr(a))
a *= 2
print(repr(a))
b = np.full(4, 100, dtype=np.int8)
b += np.int8(100)
print(repr(b), b.sum(), b.max(), b.min(), b.cumsum())
c = np.array([1, 2, 3], np.int16)
np.add(c, c, out=c)
print(repr(c))
print(repr(np.cumsum(np.array([100, 100, 100], np.int8))), repr(np.cumprod(np.array([16, 16, 16], np.int8))))
