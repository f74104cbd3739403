# krait-run: --allow-import numpy
# Python ints from 2**63 to 2**64-1 are uint64 values to numpy: with
# signed integers, floats or complex they promote to float64 (or
# complex128), in np.array and in arithmetic with arrays and numpy
# scalars. Hash-like constants and big counters in agent code meet them.
import numpy as np

big = 2**63
top = 2**64 - 1

# Creation: mixed with int64-range ints or floats, the array is float64.
for data in ([big, 1], [1, big], [big, -1], [big, 1.5], [[big], [3]], [top, 0],
             [(big, 1)], [[1, 2, big], [4, 5, 6]], [big, 1 + 2j]):
    a = np.array(data)
    print(data, a.dtype, a, a.tolist())
print(np.asarray([big, 7]), np.mean([big, 1]), np.sum(np.array([big, 1])))
print(np.array([5, big])[0], type(np.array([5, big])[0]).__name__)
print(np.array([[1, big], [3, 4]]).sum(axis=0))
print(np.array([np.int8(1), big]).dtype, np.array([np.float32(1), big]).dtype)
# Outside the uint64 range: object arrays, as numpy makes.
print(np.array([2**64, 1]), np.array([-2**63 - 1, 1]))

# Arithmetic with arrays of every signed and float width.
for dt in (np.int8, np.int16, np.int32, np.int64, np.float16, np.float32, np.float64, np.complex128):
    x = np.array([1, 2, 3], dtype=dt)
    r = x + big
    print(np.dtype(dt).name, r.dtype, r, (big - x).dtype, (x * top)[0])
x = np.arange(4)
print(x - big, big - x, x / big, x // big, x % big)
print(x < big, x > big, x == big, x != top, np.array([big - 1]) < big)
print(np.add(x, big), np.maximum(x, big), np.minimum(big, x), np.subtract(big, x))
print(np.clip(x, 0, big))
# numpy scalars.
print(np.int64(3) + big, np.int32(3) * big, np.float32(3) + big, np.float64(3) * big)
print(big + np.int64(3), top - np.int16(1), np.array([1, 2]).sum() + big)
print(type(np.int64(3) + big).__name__)
# No integer loop for int64 with uint64: bitwise operators raise.
for f in (lambda: x & big, lambda: x | top, lambda: x << big, lambda: np.int64(1) ^ big):
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
# Two such ints, or one with bool or unsigned operands, give uint64 in
# numpy, which krait's numpy does not have: not compared here.
# Object arrays keep Python ints.
o = np.array([1, 2], dtype=object)
print(o + big, (o * top).dtype)
# In place and out=: float64 fits a float array; an int array refuses it.
f = np.arange(3) / 2
f += big
np.add(f, top, out=f)
print(f)
s = np.array([1.5, 2.5], dtype=np.float32)
s += big
print(s.dtype, s)
x = np.arange(3)
for g in (lambda: x.__iadd__(big), lambda: np.multiply(x, big, out=x)):
    try:
        g()
    except TypeError as e:
        print(type(e).__name__, e)
print(x)
