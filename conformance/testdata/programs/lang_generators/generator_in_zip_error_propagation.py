def bad():
    yield 1
    raise ValueError('from generator')
try:
    print(list(zip(bad(), 'abc')))
except ValueError as e:
    print('caught', e)
print(list(zip('a', bad())))
