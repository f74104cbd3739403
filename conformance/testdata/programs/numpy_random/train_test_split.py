# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(42)
X = np.random.rand(20, 3)
y = (X[:, 0] + X[:, 1] > 1).astype(int)
idx = np.random.permutation(len(X))
split = int(0.8 * len(X))
train_idx, test_idx = idx[:split], idx[split:]
print("train:", sorted(train_idx.tolist()))
print("test:", sorted(test_idx.tolist()))
print("train labels:", y[train_idx])
print("test shape:", X[test_idx].shape)
print(np.round(X[test_idx], 3))
