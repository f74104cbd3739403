def flat(xs):
    for x in xs:
        if isinstance(x, (list, tuple)):
            yield from flat(x)
        else:
            yield x
print(list(flat([1, [2, (3, [4])], 'ab', [[[]]], 5])))
def chain(*its):
    for it in its:
        yield from it
print(list(chain('ab', range(2), {'k': 1}, (None,))))
