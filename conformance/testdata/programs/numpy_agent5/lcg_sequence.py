# krait-run: --allow-import numpy.*
import numpy as np
def lcg(seed, n, a=1103515245, c=12345, m=2 ** 31):
    out = np.empty(n, dtype=np.int64)
    x = seed
    for i in range(n):
        x = (a * x + c) % m
        out[i] = x
    return out
seq = lcg(42, 6)
print(seq)
print(np.round(seq / 2 ** 31, 6))
print(seq % 6 + 1)
