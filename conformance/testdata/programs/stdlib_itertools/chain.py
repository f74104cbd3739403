import itertools
print(list(itertools.chain('ab', [1, 2], (3,), range(2))))
print(list(itertools.chain()))
print(list(itertools.chain.from_iterable(['xy', 'z', []])))
print(list(itertools.chain.from_iterable([[1, 2], [3]])))
print(type(itertools.chain()).__name__, type(itertools.chain.from_iterable([])).__name__)
def gen():
    yield [1]
    yield [2, 3]
print(list(itertools.chain.from_iterable(gen())))
print(sum(itertools.chain([1], [2], [3])))
