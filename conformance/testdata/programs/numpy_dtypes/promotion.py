# krait-run: --allow-import numpy.*
# numpy 1.24's type promotion for the narrower dtypes: array with array,
# array with Python and numpy scalars (value-based casting), scalar with
# scalar, and the ufuncs whose loops change the type.
import numpy as np

names = ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "float16", "float32", "float64"]
for x in names:
    row = []
    for y in names:
        a = np.array([1, 0], dtype=x)
        b = np.array([1, 1], dtype=y)
        row.append(str((a + b).dtype))
    print(x, " ".join(row))

for name in ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float16", "float32"]:
    a = np.array([1, 2, 3], dtype=name)
    res = []
    for s in [1, 100, 200, 300, -1, -200, 70000, 1.5, 1e10, 1e300, True, np.int64(5), np.float64(0.5), np.float32(2), np.int8(-3), np.uint8(200)]:
        res.append(str((a + s).dtype))
    print(name, " ".join(res))
    print(name, (a * 2).dtype, (a / 2).dtype, (a // 2).dtype, (a % 2).dtype, (a ** 2).dtype, (a - a).dtype, (a > 1).dtype, (-a).dtype, abs(a).dtype)
    print(name, np.sqrt(a).dtype, np.exp(a).dtype, np.sin(a).dtype, np.floor(a).dtype, np.square(a).dtype, np.maximum(a, 2).dtype, np.arctan2(a, a).dtype, np.true_divide(a, a).dtype)

print(type(np.float32(3) + 3.0), type(np.float32(3) * np.float32(2)), type(np.int8(1) + 1), type(np.uint8(2) * np.uint8(3)), type(np.int32(4) / 2), type(np.float16(1) + np.float32(1)))
print(np.float32(0.1) == 0.1, np.array([0.1], np.float32) == 0.1, np.array([0.1], np.float32) == np.array([0.1]), np.float32(0.1) + 0.2)
f = np.array([0.1, 0.2, 0.3], dtype=np.float32)
print(repr(f + 0.1), repr(f * 3), repr(f / 3), repr(f - f[::-1]), repr(np.sqrt(f)), repr(f + np.array([1.0, 2.0, 3.0])))
i = np.arange(4, dtype=np.int32)
print(repr(i + 1), repr(i * 2.5), repr(i + np.arange(4)), repr(i / 3), repr(np.sqrt(i)), repr(i.astype(np.int16) + np.int16(1)))
u = np.arange(250, 256, dtype=np.uint8)
print(repr(u + 10), repr(u - 251), repr(u * 2), repr(u + 10.0), repr(u + np.uint8(10)), repr(u // 3), repr(u % 7), repr(u > 252))
