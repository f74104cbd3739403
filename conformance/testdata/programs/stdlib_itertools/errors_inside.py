import itertools
def bad():
    yield 1
    raise ValueError('boom')
try:
    print(list(itertools.chain(bad())))
except ValueError as e:
    print('caught', e)
try:
    list(itertools.accumulate([1, 'a']))
except TypeError as e:
    print(e)
try:
    next(itertools.starmap(len, [1]))
except TypeError as e:
    print(e)
list(itertools.starmap(lambda x: 1 / x, [(0,)]))
