from collections import defaultdict
d = defaultdict(lambda: 'default', a=1)
print(d['a'], d['b'])
print(sorted(d.items()))
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 2
print(dict(nested['x']))
s = defaultdict(set)
s['k'].add(1)
s['k'].add(1)
print(s)
e = d.copy()
print(type(e).__name__, e == d)
d.default_factory = int
print(d['c'])
print(isinstance(d, dict))
print(d.get('zzz'), 'zzz' in d)
print(defaultdict(int, {'a': 1}) | {'b': 2})
