def is_prime(n):
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True
primes = [n for n in range(2, 60) if is_prime(n)]
for row in range(0, len(primes), 6):
    print(' '.join(f'{p:3d}' for p in primes[row:row + 6]))
twins = [(p, p + 2) for p in primes if is_prime(p + 2)]
print(twins)
