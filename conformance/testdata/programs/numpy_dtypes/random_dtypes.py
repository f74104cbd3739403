# krait-run: --allow-import numpy.*
# np.random integers drawn with a narrower dtype come back with it.
import numpy as np

np.random.seed(0)
for dt in [np.uint8, np.int8, np.int16, np.uint16, np.int32, np.uint32, np.int64, "uint8", int]:
    x = np.random.randint(0, 100, size=4, dtype=dt)
    s = np.random.randint(0, 100, dtype=dt)
    print(repr(x), x.dtype, type(s).__name__, s)
rng = np.random.default_rng(7)
for dt in [np.uint8, np.int16, np.int32, np.int64]:
    x = rng.integers(-5 if dt in (np.int16, np.int32, np.int64) else 0, 50, size=(2, 3), dtype=dt)
    print(repr(x), x.dtype, repr(x + 1), type(rng.integers(0, 9, dtype=dt)).__name__)
img = np.random.RandomState(3).randint(0, 256, size=(2, 2, 3), dtype=np.uint8)
print(repr(img), img.mean(), repr((img.astype(np.float32) / 255).round(3)), repr(img // 2 + img // 2))
print(repr(np.random.RandomState(1).randint(0, 2, size=5, dtype=bool)))
