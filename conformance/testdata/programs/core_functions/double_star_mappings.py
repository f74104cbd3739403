class M:
    def __init__(self, d):
        self.d = d
    def keys(self):
        return list(self.d)
    def __getitem__(self, k):
        return self.d[k] * 10
def f(**kw):
    return kw
print(f(**M({'a': 1, 'b': 2})))
print({**M({'x': 1}), 'y': 2})
class D(dict):
    pass
print(f(**D(p=1)), {**D(q=2)})
from collections import OrderedDict, defaultdict
print(f(**OrderedDict(a=1)), {**defaultdict(int, z=3)})
for bad in (5, [1], 'ab'):
    try:
        f(**bad)
    except TypeError as e:
        print(e)
    try:
        {**bad}
    except TypeError as e:
        print(e)
class BadKeys:
    def keys(self):
        return [1]
    def __getitem__(self, k):
        return k
try:
    f(**BadKeys())
except TypeError as e:
    print(e)
print({**BadKeys()})
