# krait-run: --allow-import numpy.*
import numpy as np

rng = np.random.default_rng(314)
n = 200_000
x = rng.uniform(0, np.pi, n)
estimate = np.pi * np.mean(np.sin(x))
print(f"integral of sin on [0, pi] ~ {estimate:.5f}")

np.random.seed(271)
u = np.random.rand(100_000)
print(f"E[e^U] ~ {np.exp(u).mean():.5f} (exact {np.e - 1:.5f})")

wins = 0
trials = 20_000
doors = np.random.randint(0, 3, size=(trials, 2))
wins = np.sum(doors[:, 0] != doors[:, 1])
print(f"switching wins {wins / trials:.4f}")
