def f(a, b):
    def g():
        return a * b
    b += 1
    return g()
print(f(3, 4))
def counter(start):
    def step():
        nonlocal start
        start += 1
        return start
    return step
s = counter(10)
print(s(), s())
