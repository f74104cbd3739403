def countdown(n):
    while n > 0:
        yield n
        n -= 1
    return 'liftoff'
g = countdown(3)
print(list(g), list(g))
g = countdown(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print('StopIteration value:', e.value)
def echo():
    received = []
    while True:
        x = yield len(received)
        if x is None:
            break
        received.append(x)
    return received
e = echo()
print(next(e), e.send('a'), e.send('b'))
try:
    e.send(None)
except StopIteration as s:
    print(s.value)
def delegator():
    result = yield from countdown(2)
    yield result
print(list(delegator()))
g = countdown(5)
print(next(g))
g.close()
print(list(g))
try:
    countdown(1).send('x')
except TypeError as err:
    print(err)
