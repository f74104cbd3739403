# A small program of the kind agents write: compute, collect, report.
def primes_below(n):
    sieve = [True] * n
    sieve[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            for j in range(i * i, n, i):
                sieve[j] = False
    return [i for i, is_prime in enumerate(sieve) if is_prime]


primes = primes_below(100)
print(f"{len(primes)} primes below 100; the last five: {primes[-5:]}")
gaps = {}
for a, b in zip(primes, primes[1:]):
    gaps[b - a] = gaps.get(b - a, 0) + 1
for gap, count in sorted(gaps.items()):
    print(f"gap {gap:>2}: {'#' * count} ({count})")
