d = {}
d['b'] = 1
d['a'] = 2
d['b'] = 3
print(d, list(d))
del d['b']
d['b'] = 4
print(d, d == {'b': 4, 'a': 2})
