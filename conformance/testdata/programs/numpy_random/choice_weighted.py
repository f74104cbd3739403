# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(5)
colors = ["red", "green", "blue"]
picks = np.random.choice(colors, size=10, p=[0.5, 0.3, 0.2])
print(picks)
print(list(picks).count("red"))
print(np.random.choice(5, 3, replace=False))
print(np.random.choice(100, 10, replace=False))
print(np.random.choice([10, 20, 30, 40], 2, replace=False, p=[0.1, 0.2, 0.3, 0.4]))
print(np.random.choice(["a", "b"]))
print(np.random.choice(7))
vals = np.array([1.5, 2.5, 3.5, 4.5])
print(np.random.choice(vals, size=(2, 3)))
