# krait-run: --allow-import numpy.*
import numpy as np

rng = np.random.default_rng(42)
samples = rng.normal(loc=5.0, scale=2.0, size=10_000)
print(f"mean={samples.mean():.4f} std={samples.std():.4f}")
print(f"min={samples.min():.4f} max={samples.max():.4f}")
hist, edges = np.histogram(samples, bins=5)
print(hist)
print(np.round(edges, 3))
coin = rng.integers(0, 2, size=1000)
print("heads:", coin.sum(), "tails:", (coin == 0).sum())
heads_runs = rng.binomial(n=10, p=0.5, size=10_000)
print("P(X>=8) ~", np.mean(heads_runs >= 8))
