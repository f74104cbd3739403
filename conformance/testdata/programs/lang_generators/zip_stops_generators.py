def g(tag, n):
    for i in range(n):
        print(tag, i)
        yield i
print(list(zip(g('a', 3), g('b', 2))))
