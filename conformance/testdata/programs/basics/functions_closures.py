# Closures, nonlocal, global and generators.
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc

c = counter()
print(c(), c(), c())

total = 0
def add(n):
    global total
    total += n
add(5)
add(7)
print(total)

def make_adders():
    return [lambda x, i=i: x + i for i in range(3)]

print([f(10) for f in make_adders()])

def gen(n):
    for i in range(n):
        yield i * i
    return "done"

print(list(gen(5)), sum(gen(4)))
g = gen(2)
print(next(g), next(g))

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

f = fib()
print([next(f) for _ in range(12)])
