# krait-run: --allow-import numpy.*
import numpy as np

rng = np.random.default_rng(12345)
print(rng.choice(10, size=5))
print(rng.choice(10, size=5, replace=False))
print(rng.choice(["x", "y", "z"], size=6, p=[0.2, 0.3, 0.5]))
print(rng.choice(np.arange(20).reshape(5, 4), 2))
print(rng.choice(np.arange(20).reshape(5, 4), 2, axis=1, replace=False))
print(rng.choice(30000, 5, replace=False))
a = np.arange(8)
rng.shuffle(a)
print(a)
lst = ["a", "b", "c", "d", "e"]
rng.shuffle(lst)
print(lst)
print(rng.permutation(6))
print(rng.permutation(np.arange(9).reshape(3, 3)))
print(rng.permutation(np.arange(6).reshape(2, 3), axis=1))
