# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([[1.0, 2.5, 3.7, 4.1, 9.3], [0.3, 1.9, 2.2, 8.8, 1.1]])
print(repr(np.cov(x)))
print(repr(np.cov(x, aweights=[1, 2, 3, 4, 5])))
print(repr(np.cov(x, fweights=[1, 2, 3, 4, 5])))
print(repr(np.cov(x, fweights=[1, 2, 1, 1, 3], aweights=[0.5, 1.5, 2.5, 1, 1], ddof=0)))
print(repr(np.cov(x, fweights=[1, 2, 1, 1, 3], aweights=[0.5, 1.5, 2.5, 1, 1])))
print(repr(np.cov([1.5, 2.25, 7.125], bias=True)), repr(np.cov(x[0], x[1])))
for k in range(2, 12):
    v = np.sqrt(np.arange(k) + 0.5) * 1.7 + np.arange(k) / 3
    print(repr(np.cov(v)), repr(np.cov(v, v * 0.7 + 1)[0, 1]))
