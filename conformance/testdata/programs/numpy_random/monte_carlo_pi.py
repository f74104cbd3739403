# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(123)
n = 100_000
x = np.random.uniform(-1, 1, n)
y = np.random.uniform(-1, 1, n)
inside = (x**2 + y**2) <= 1.0
pi_est = 4 * inside.sum() / n
print(f"pi estimate with {n} samples: {pi_est:.5f}")
print(f"error: {abs(pi_est - np.pi):.5f}")

rng = np.random.default_rng(7)
pts = rng.random((50_000, 2))
print("generator estimate:", 4 * np.mean(np.sum(pts**2, axis=1) <= 1))
