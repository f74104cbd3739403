g = (x * y for x in range(3) if x for y in range(x) if y != 5)
print(list(g))
it = (i for i in range(3))
print(next(it), it.send(None), list(it), list(it))
e = (1 // x for x in [1, 0, 2])
print(next(e))
try:
    next(e)
except ZeroDivisionError as err:
    print('err', err)
print(list(e))
def stop():
    raise StopIteration
try:
    list(stop() for _ in [1])
except RuntimeError as err:
    print('runtime', err)
t = (c for c in 'ab')
t.close()
print(list(t))
u = (c for c in 'xyz')
print(next(u))
try:
    u.throw(KeyError('k'))
except KeyError as err:
    print('thrown', err)
print(list(u))
print(sum(x for x in range(10**5)), max((len(w), w) for w in 'a bb ccc'.split()))
nested = ((a, b) for a in range(2) for b in (a, a + 1))
print(list(nested))
