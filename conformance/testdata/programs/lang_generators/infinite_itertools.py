import itertools
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(itertools.islice(naturals(), 5)))
print(list(zip('abc', naturals())))
print(list(itertools.takewhile(lambda x: x * x < 30, naturals())))
evens = (n for n in naturals() if n % 2 == 0)
print([next(evens) for _ in range(4)])
fib = lambda: None
def fibs():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(itertools.islice(fibs(), 10, 15)))
