# krait-run: --allow-import numpy.*
import numpy as np

rng = np.random.default_rng(0)
print(rng.integers(0, 10, size=5))
print(rng.integers(5))
print(rng.integers(1, 7, size=(2, 4), endpoint=True))
print(rng.random())
print(rng.random(4))
print(rng.random((2, 2)))
print(rng.normal(size=3))
print(rng.normal(100, 15, size=4))
print(rng.standard_normal((2, 3)))
print(rng.uniform(0, 10, 3))
print(rng.exponential(2.0, 3))
print(rng)
