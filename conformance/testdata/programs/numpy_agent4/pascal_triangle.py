# krait-run: --allow-import numpy.*
import numpy as np
n = 8
P = np.zeros((n, n), dtype=int)
P[:, 0] = 1
for i in range(1, n):
    P[i, 1:i + 1] = P[i - 1, :i] + P[i - 1, 1:i + 1]
print(P)
print(P.sum(axis=1))
print(np.array_equal(P[n - 1, :n], P[n - 1, :n][::-1]))
