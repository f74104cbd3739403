print(list(reversed([1, 2, 3])), ''.join(reversed('abc')), list(reversed(range(4))), list(reversed((1, 2))), list(reversed({'a': 1, 'b': 2})))
r = reversed([1, 2])
print(next(r), list(r))
