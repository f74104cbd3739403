# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(1)
steps = np.random.choice([-1, 1], size=200)
walk = np.cumsum(steps)
print(walk[:15])
print("final position:", walk[-1])
print("max distance:", np.abs(walk).max())
print("first time at +5:", np.argmax(walk >= 5) if (walk >= 5).any() else None)

rng = np.random.default_rng(2023)
increments = rng.normal(0, 1, size=(3, 100))
paths = increments.cumsum(axis=1)
print(np.round(paths[:, -1], 4))
