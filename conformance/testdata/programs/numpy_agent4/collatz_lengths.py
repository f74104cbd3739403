# krait-run: --allow-import numpy.*
import numpy as np
def collatz_len(n):
    c = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        c += 1
    return c
ns = np.arange(1, 31)
lengths = np.array([collatz_len(int(n)) for n in ns])
print(lengths)
print("longest:", ns[lengths.argmax()], lengths.max())
print(np.bincount(lengths).nonzero()[0][:5])
