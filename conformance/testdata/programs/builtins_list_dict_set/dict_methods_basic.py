d = {'a': 1, 'b': 2}
print(d.get('a'), d.get('z'), d.get('z', 0), d.setdefault('c', 3), d.setdefault('a', 99), d)
print(d.pop('a'), d.pop('z', 'dflt'), d)
print(d.popitem(), d)
