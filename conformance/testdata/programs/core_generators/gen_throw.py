def g():
    while True:
        try:
            yield 'ok'
        except ValueError as e:
            print('handled', e)
            yield 'recovered'
it = g()
print(next(it))
print(it.throw(ValueError('boom')))
print(next(it))
it.close()
print('closed')
