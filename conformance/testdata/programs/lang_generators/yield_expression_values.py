def g():
    a = yield 1
    b = yield a * 2
    c = yield a + b
    return (a, b, c)
x = g()
print(next(x), x.send(5), x.send(10))
try:
    x.send(0)
except StopIteration as e:
    print(e.value)
