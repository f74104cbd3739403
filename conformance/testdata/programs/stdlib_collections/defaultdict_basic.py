from collections import defaultdict
d = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    d[k].append(v)
print(d)
print(d['zz'], len(d))
print(dict(d))
c = defaultdict(int)
for ch in 'mississippi':
    c[ch] += 1
print(c)
print(c.default_factory, d.default_factory)
n = defaultdict()
print(n, n.default_factory)
try:
    n['x']
except KeyError as e:
    print('KeyError', e)
