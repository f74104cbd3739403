# krait-run: --allow-import numpy.*
import numpy as np

rng = np.random.default_rng(99)
print(rng.binomial(20, 0.3, 6))
print(rng.poisson(4.0, 6))
print(rng.poisson(50, 3))
print(rng.gamma(3.0, 1.0, 3))
print(rng.beta(0.5, 0.5, 3))
print(rng.lognormal(1, 0.25, 3))
print(rng.geometric(0.2, 4))
print(rng.standard_exponential(3))
print(rng.multinomial(30, [0.25, 0.25, 0.5], size=2))
print(rng.dirichlet([0.5, 0.5, 1.0]))
print(rng.normal([0, 10], 1, size=(3, 2)))
print(rng.uniform([0, 1], [1, 2]))
print(rng.triangular(-1, 0, 1, 3))
