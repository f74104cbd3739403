import itertools
def squares():
    for i in itertools.count(1):
        yield i * i
print(list(itertools.islice(squares(), 5)))
print(list(itertools.accumulate(itertools.islice(squares(), 5))))
print([k for k, g in itertools.groupby('aaabbc')], [len(list(g)) for k, g in itertools.groupby('aaabbc')])
print(list(itertools.chain.from_iterable(([i] * i for i in range(4)))))
print(list(itertools.zip_longest('ab', (x for x in range(3)), fillvalue='-')))
