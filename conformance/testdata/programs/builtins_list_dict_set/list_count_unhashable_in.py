l = [[1], {'a': 1}, {2}]
print([1] in l, {'a': 1} in l, {2} in l, l.index({2}))
