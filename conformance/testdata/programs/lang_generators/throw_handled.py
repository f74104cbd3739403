def worker():
    while True:
        try:
            x = yield
            print('got', x)
        except ValueError as e:
            print('handled', e)
            yield 'recovered'
w = worker()
next(w)
w.send(1)
print(w.throw(ValueError('bad')))
next(w)
w.send(2)
try:
    w.throw(KeyError('k'))
except KeyError as e:
    print('propagated', repr(e))
print(next(w, 'exhausted'))
