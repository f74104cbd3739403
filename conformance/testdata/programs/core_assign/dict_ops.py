d = {'one': 1, 'two': 2}
d['three'] = 3
print(d, len(d), 'two' in d, 'four' in d)
print(list(d.keys()), list(d.values()), list(d.items()))
print(d.get('one'), d.get('x'), d.get('x', 0))
print(d.pop('one'), d)
d.update({'four': 4})
print(sorted(d), d.setdefault('five', 5), d)
for k, v in d.items():
    print(k, v)
