# krait-run: --allow-import numpy.*
import numpy as np
rng = np.random.default_rng(123)
sample = rng.normal(loc=50, scale=5, size=1000)
print(round(sample.mean(), 4), round(sample.std(), 4))
print(np.percentile(sample, [5, 50, 95]).round(3))
coin = rng.integers(0, 2, size=20)
print(coin, coin.sum())
print(rng.choice(["a", "b", "c"], size=5))
np.random.seed(7)
print(np.random.rand(3).round(5))
print(np.random.randint(1, 7, size=10))
print(np.random.choice([10, 20, 30], size=4, replace=False) if False else np.random.permutation(5))
