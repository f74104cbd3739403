for e in [ValueError(), ValueError('one'), ValueError('a', 2), KeyError('k'), KeyError('a', 'b'),
          IndexError(5), OSError(2, 'No such file'), StopIteration(7), Exception(None), Exception('')]:
    print(type(e).__name__, repr(e), '|' + str(e) + '|', e.args)
