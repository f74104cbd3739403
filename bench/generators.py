# Generators: a pipeline of generator functions and expressions.
def numbers(n):
    for i in range(n):
        yield i


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


def squared(it):
    for x in it:
        yield x * x


total = sum(squared(evens(numbers(900000))))
total2 = sum(x * 3 for x in range(900000) if x % 5)
print(total, total2)
