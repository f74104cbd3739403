# krait-run: --allow-import numpy.*
import numpy as np
big = np.arange(100000) / 9.0
print(big.sum(), big.mean(), big.std())
print(big.reshape(100, 1000).sum(axis=1)[:3])
print(big.reshape(100, 1000).sum(axis=0)[:3])
print(big[::3].sum(), big[::-1].sum())
ints = np.arange(100000)
print(ints.sum(), ints.mean(), ints.std(), (ints ** 2).sum())
