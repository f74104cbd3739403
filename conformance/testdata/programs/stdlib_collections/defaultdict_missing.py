from collections import defaultdict
d = defaultdict(list)
print(d.get('a'), 'a' in d, len(d))
d['a']
print('a' in d, dict(d))
print(d.setdefault('b', [1]), d.pop('b'), d.pop('zz', 'dflt'))
class Mine(defaultdict):
    def __missing__(self, key):
        return key * 2
m = Mine(int)
print(m['ab'], dict(m))
print(repr(defaultdict(None, {1: 2})))
print(type(defaultdict(int).copy()).__name__)
dd = defaultdict(lambda: 'x')
dd[1]
print(len(dd), list(dd.items()))
