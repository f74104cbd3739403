d = {'b': 2, 'a': 1, 'c': 3}
for k in d:
    print(k, d[k])
print(list(d.items())[0], sorted(d.items(), key=lambda kv: kv[1], reverse=True))
d2 = dict(d)
d2['d'] = 4
del d2['a']
print(d, d2, d == d2, len(d2))
print({k: v for k, v in sorted(d.items())})
merged = {**d, **{'a': 100, 'z': 26}}
print(merged)
