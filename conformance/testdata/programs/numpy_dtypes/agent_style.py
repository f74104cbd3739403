# krait-run: --allow-import numpy.*
# The narrower dtypes as agent code uses them: images as uint8, float32
# features, iinfo/finfo, promote_types/can_cast, products and sorting.
import numpy as np
img = np.zeros((2, 3, 3), dtype=np.uint8)
img[..., 0] = 255
img[0, 1] = [10, 20, 30]
print(repr(img[0]), img.dtype, img.shape, img.mean(), img[..., 0].max())
f = (img / 255.0).astype(np.float32)
print(repr(f[0]))
g = np.clip(f * 300, 0, 255).astype(np.uint8)
print(repr(g[0]))
print(repr(np.concatenate([np.array([1, 2], np.uint8), np.array([3.5], np.float32)])))
print(repr(np.concatenate([np.array([1, 2], np.uint8), np.array([3], np.uint8)])))
print(repr(np.stack([np.ones(2, np.float32), np.zeros(2, np.float32)])))
print(repr(np.where(np.array([True, False]), np.array([1, 2], np.uint8), 0)))
print(np.promote_types(np.uint8, np.int8), np.result_type(np.float32, np.int16), np.can_cast(np.int32, np.float32), np.can_cast(np.uint8, np.int16))
print(np.iinfo(np.uint8).max, np.iinfo(np.int32).min, np.finfo(np.float32).eps, np.finfo(np.float16).max)
print(repr(np.sort(np.array([3, 1, 2], np.int32))), repr(np.unique(np.array([3, 1, 3], np.uint8))), repr(np.array([3, 1], np.float32)[::-1].copy()))
print(repr(np.dot(np.ones(3, np.float32), np.ones(3, np.float32))), repr(np.ones((2, 2), np.float32) @ np.ones((2, 2), np.float32)))
print(repr(np.round(np.array([1.234, 5.678], np.float32), 1)), repr(np.abs(np.array([-1, 2], np.int8))), repr(np.array([1, 2], np.int32).astype(str)))
x = np.arange(6, dtype=np.int32).reshape(2, 3)
print(repr(x.T), repr(x.sum(axis=1)), repr(x.mean(axis=0)), repr(np.diff(x)), repr(np.argsort(x[0])), repr(x.flatten()), repr(x[x > 2]))
print(np.array([1.5], np.float32)[0] * 2, type(np.array([1.5], np.float32)[0] * 2), np.float32(2) ** 2, np.int32(7) // 2, np.uint8(3) - np.uint8(5))
print(repr(np.linspace(0, 1, 3, dtype=np.float32)), repr(np.arange(0, 1, 0.25, dtype=np.float32)), repr(np.eye(2, dtype=np.int8)), repr(np.identity(2, dtype=np.float32)))
print(repr(np.array([5, 0, 3]).astype(np.uint8)), np.zeros(3, np.float32).nbytes, np.dtype(np.float32).itemsize)
print(repr(np.array([[1, 2], [3, 4]], dtype=np.float32).tolist()), np.float32(0.1).item(), repr(np.array([0.1], np.float32).item()))
print(repr(np.histogram(np.array([1, 2, 2, 3], np.uint8), bins=3)[0]), repr(np.bincount(np.array([0, 1, 1], np.uint8))))
print(repr(np.maximum(np.array([1, 5], np.uint8), 3)), repr(np.minimum(np.array([1.5, 5], np.float32), 2)), repr(np.sign(np.array([-2, 3], np.int16))))
print(f"{np.float32(1/3):.4f}", f"{np.uint8(7):03d}", str(np.float32(1/3)), "%s" % np.float32(0.1), "%.2f" % np.float32(0.1))
print(repr(np.finfo(np.float32)), repr(np.finfo(np.float16)), repr(np.iinfo(np.uint16)), np.finfo(np.float32).tiny, np.iinfo(np.int8).bits, np.iinfo(np.uint32).kind)
print(np.result_type(np.uint8, np.float16), np.result_type(np.int16, np.float32), np.promote_types("i2", "u2"), np.can_cast("f4", "f8"), np.can_cast(np.float64, np.float32), np.can_cast("u1", "i1"))
print(repr(np.int32(5) * np.arange(3, dtype=np.int32)), repr(np.uint8(250) + np.arange(3, dtype=np.uint8)))
