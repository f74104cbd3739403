import math

def primes_upto(n):
    sieve = bytearray([1]) * (n + 1)
    sieve[0:2] = b"\x00\x00"
    for i in range(2, math.isqrt(n) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytes(len(range(i * i, n + 1, i)))
    return [i for i, v in enumerate(sieve) if v]

def factorize(n):
    out = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            out[d] = out.get(d, 0) + 1
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out

ps = primes_upto(100)
print(len(ps), ps[:10], ps[-3:])
for n in [360, 97, 1001, 2**16, 600851475143]:
    f = factorize(n)
    print(n, "=", " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in f.items()))
print(math.gcd(48, 180, 24), math.lcm(4, 6, 10), math.comb(10, 3), math.perm(5, 2), math.factorial(20))
print(math.isqrt(10**20 + 1), math.prod(range(1, 11)), math.prod([0.5, 4, 3]))
print(pow(3, 200, 1000), pow(7, -1, 40), divmod(-17, 5), -17 // 5, -17 % 5, 17 % -5)
print(bin(2024), oct(2024), hex(2024), int("7e8", 16), (2024).bit_length(), (255).bit_count())
print((1024).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (-1).to_bytes(2, "big", signed=True))
print(2**100, len(str(2**1000)), str(10**25)[:5], 7 / 2, 7 // 2, -7 // 2, round(-2.5), round(3.14159, 3))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), int(-2.7), abs(-3), abs(3 + 4j))
print(sum(1 / n for n in range(1, 11)), math.fsum([0.1] * 10), sum([0.1] * 10))
print(float("1e308") * 10, -float("inf"), float("nan") == float("nan"), math.isnan(float("nan")), math.inf > 10**300)
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e-7, 123456789012345678.0, 1.5e300 * 1.5e10, 3.0 * 1.1)
perfect = [n for n in range(2, 1000) if sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n]
print(perfect)
print(int("1" * 50) % 97, 10**18 // 7, (10**18) / 7, 2**63, -2**63, 2**64 - 1)
