s = set('hello')
print(sorted(s), set(), set([1, 2, 2]), set(range(3)), len(set('aAbB')), {1, 2} == set([2, 1]))
