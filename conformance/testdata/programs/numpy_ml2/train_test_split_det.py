# krait-run: --allow-import numpy.*
import numpy as np
X = np.arange(20).reshape(10, 2)
y = np.arange(10) % 2
idx = np.arange(10)[::-1]
split = int(0.8 * len(idx))
tr, te = idx[:split], idx[split:]
print(X[tr].shape, X[te].shape)
print(X[te], y[te])
print(np.array_equal(np.sort(np.concatenate([tr, te])), np.arange(10)))
