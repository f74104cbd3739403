import itertools
evens = (x for x in itertools.count() if x % 2 == 0)
print(list(itertools.islice(evens, 5)))
squares = map(lambda x: x * x, itertools.count(1))
print(list(itertools.takewhile(lambda s: s < 50, squares)))
print(next(itertools.dropwhile(lambda x: x < 1000, itertools.count(0, 7))))
primes = []
for n in itertools.count(2):
    if all(n % p for p in primes):
        primes.append(n)
    if len(primes) == 10:
        break
print(primes)
print(list(itertools.islice(itertools.accumulate(itertools.repeat(1)), 5)))
print(list(itertools.islice(itertools.chain.from_iterable(itertools.repeat('ab')), 5)))
