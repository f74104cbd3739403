# krait-run: --allow-import numpy.*
import numpy as np

rng = np.random.default_rng(21)
grid = np.arange(15).reshape(3, 5)
print(rng.permuted(grid, axis=1))
print(rng.permuted(grid, axis=0))
print(rng.permuted(grid))
print(grid)
scores = np.array([[90, 80, 70], [60, 50, 40]])
out = np.empty_like(scores)
rng.permuted(scores, axis=1, out=out)
print(out)
