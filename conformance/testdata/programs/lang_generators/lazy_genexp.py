def noisy(n):
    for i in range(n):
        print('produce', i)
        yield i
g = (x * 10 for x in noisy(3))
print('created')
print(next(g))
print(list(g))
print(sum(x for x in range(5) if x % 2))
