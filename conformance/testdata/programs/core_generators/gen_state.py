def g():
    print('start')
    yield 1
    print('middle')
    yield 2
    print('end')
it = g()
print('created')
print(next(it))
print(next(it))
print(next(it, 'exhausted'))
print(list(it))
