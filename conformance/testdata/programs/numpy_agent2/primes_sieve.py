# krait-run: --allow-import numpy.*
import numpy as np
n = 100
sieve = np.ones(n + 1, dtype=bool)
sieve[:2] = False
for i in range(2, int(np.sqrt(n)) + 1):
    if sieve[i]:
        sieve[i * i::i] = False
primes = np.nonzero(sieve)[0]
print(primes)
print(len(primes), primes.sum())
print(np.diff(primes).max())
