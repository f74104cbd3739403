class D(dict):
    def __missing__(self, k):
        return f'<{k}>'
d = D(a=1)
print(d['a'], d['b'], d.get('b'), 'b' in d, d.get('b', 'dflt'))
