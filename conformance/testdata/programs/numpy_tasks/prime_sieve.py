# krait-run: --allow-import numpy.*
import numpy as np
N = 60
is_prime = np.ones(N + 1, dtype=bool)
is_prime[:2] = False
for i in range(2, int(N ** 0.5) + 1):
    if is_prime[i]:
        is_prime[i * i::i] = False
primes = np.nonzero(is_prime)[0]
print(primes)
print("count:", len(primes), "sum:", primes.sum())
print(np.flatnonzero(is_prime)[-3:])
