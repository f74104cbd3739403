# traceback: full
def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return 'done'
print(list(count(4)))
g = count(2)
print(next(g), next(g), next(g, 'end'))
def echo():
    got = yield 'ready'
    while True:
        got = yield got * 2
e = echo()
print(next(e), e.send(5), e.send(10))
def deleg():
    r = yield from count(3)
    print('sub returned', r)
    yield 'last'
print(list(deleg()))
print(sum(x * x for x in range(10)))
gen = (c.upper() for c in 'abc')
print(next(gen), list(gen))
def fin():
    try:
        yield 1
        yield 2
    finally:
        print('cleanup')
f = fin()
print(next(f))
f.close()
print('closed')
def bad():
    yield 1
    raise ValueError('in gen')
for x in bad():
    print(x)
