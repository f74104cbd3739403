from collections import UserDict
class Lower(UserDict):
    def __setitem__(self, key, value):
        self.data[key.lower()] = value
d = Lower({'A': 1}, B=2)
d['C'] = 3
d.update({'D': 4}, E=5)
print(d, len(d), 'a' in d, 'A' in d, d['b'])
print(sorted(d), list(d.keys()), list(d.values())[:2], d.get('zz', 'none'))
print(d == {'a': 1, 'b': 2, 'c': 3, 'd': 4, 'e': 5}, isinstance(d, UserDict), d.data is not None)
del d['a']
print(d.pop('b'), d.setdefault('f', 6), d)
c = d.copy()
c['x'] = 0
print(type(c).__name__, 'x' in d, c)
class Dflt(UserDict):
    def __missing__(self, key):
        return 'missing ' + key
print(Dflt()['q'])
try:
    UserDict()['nope']
except KeyError as e:
    print('KeyError', e)
print(UserDict(a=1) | {'b': 2})
