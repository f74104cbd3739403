d = {'b': 2, 'a': 1}
d['c'] = 3
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
print(d.get('a'), d.get('z'), d.get('z', 0), d.setdefault('e', 5), d.setdefault('a', 99))
print(d.pop('e'), d.pop('zz', 'default'), d.popitem(), d)
d.update({'x': 1}, y=2)
d.update([('z', 3)])
print(d, len(d), 'x' in d, 1 in d)
print(dict.fromkeys('ab', 0), dict(a=1, b=2), dict([('k', 'v')]), {**d, 'a': 'over'})
print({1: 'a'} | {2: 'b'}, {'a': 1} == {'a': 1.0})
m = {'k': 1}
m |= {'j': 2}
print(m)
for k, v in sorted(d.items(), key=lambda kv: kv[1]):
    print(k, v)
try:
    d.pop('missing')
except KeyError as e:
    print('KeyError', e)
try:
    {}.popitem()
except KeyError as e:
    print('KeyError', e)
try:
    for k in d:
        d['new' + k] = 1
except RuntimeError as e:
    print(e)
