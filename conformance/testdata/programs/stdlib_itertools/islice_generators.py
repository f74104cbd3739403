import itertools
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(itertools.islice(fib(), 15)))
print(list(itertools.islice(fib(), 10, 20, 3)))
print(sum(itertools.islice(fib(), 50)))
print(next(itertools.islice(fib(), 30, None)))
