# krait-run: --allow-import numpy.*
import numpy as np
m = np.array([[1, 2, 3], [4, 5, 6]])
print(np.apply_along_axis(np.sum, 0, m))
print(np.apply_along_axis(lambda r: r.max() - r.min(), 1, m))
print(np.apply_along_axis(lambda r: r * 2, 1, m))
f = np.vectorize(lambda x: x ** 2 + 1)
print(f(np.array([1, 2, 3])))
g = np.vectorize(lambda s: len(s))
print(g(np.array(["a", "bb", "ccc"])))
h = np.vectorize(lambda x, y: x if x > y else y)
print(h([1, 5, 3], [4, 2, 6]))
print(np.vectorize(lambda x: "big" if x > 2 else "small")(np.arange(5)))
