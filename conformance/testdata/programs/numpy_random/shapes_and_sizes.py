# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(8)
for size in [None, 3, (2, 3), (2, 1, 2), ()]:
    r = np.random.normal(size=size)
    print(size, type(r).__name__, np.shape(r))
print(np.random.rand(0))
print(np.random.randint(0, 5, size=(0, 3)).shape)
print(type(np.random.randint(5)).__name__, type(np.random.rand()).__name__)
rng = np.random.default_rng(8)
print(type(rng.integers(5)).__name__, type(rng.integers(5, dtype=int)).__name__)
print(type(rng.random()).__name__, type(rng.choice(5)).__name__, type(rng.choice([1, 2])).__name__)
print(type(rng.poisson()).__name__, type(rng.binomial(5, 0.5)).__name__)
print(rng.normal(size=(2, 2)).shape, rng.integers(0, 3, (4,)).dtype)
