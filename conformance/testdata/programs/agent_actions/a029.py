# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def primes_up_to(n):
    sieve = [True] * (n + 1)
    sieve[0] = sieve[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            for j in range(i * i, n + 1, i):
                sieve[j] = False
    return [i for i, p in enumerate(sieve) if p]
ps = primes_up_to(200)
print(len(ps), ps[-5:])
twins = [(a, b) for a, b in zip(ps, ps[1:]) if b - a == 2]
print("Twin primes:", twins[:6])
def factorize(n):
    f, d = [], 2
    while d * d <= n:
        while n % d == 0:
            f.append(d)
            n //= d
        d += 1
    if n > 1:
        f.append(n)
    return f
print({n: factorize(n) for n in [360, 97, 1001, 2 ** 10 - 1]})
