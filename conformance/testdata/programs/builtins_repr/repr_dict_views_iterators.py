d = {'a': 1, 'b': [2]}
print(d.keys(), d.values(), d.items(), reversed([1]).__class__.__name__ if False else type(reversed([1])).__name__, type(iter(d)).__name__, type(iter(d.items())).__name__)
