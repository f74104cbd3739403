d = {'a': None}
print(d.pop('a', 'x'), d.pop('a', 'x'), d.get('a', 'y'))
