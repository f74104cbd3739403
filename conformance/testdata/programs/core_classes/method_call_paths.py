class G:
    def m(self):
        return 'real m'
    def __getattribute__(self, name):
        if name == 'm':
            return lambda: 'intercepted'
        return object.__getattribute__(self, name)
print(G().m())
class L(list):
    pass
l = L([3, 1, 2])
l.append(0)
l.sort()
print(l, l.count(1), l.index(2))
from collections import deque, Counter
d = deque([1, 2])
d.appendleft(0)
d.rotate(1)
print(d, Counter('aab').most_common(1))
class Own:
    def __init__(self):
        self.append = lambda v: 'instance attr'
class OL(list):
    pass
o = OL()
o.append = lambda v: 'shadowed'
print(o.append(1), o)
class D(dict):
    def get(self, k, d=None):
        return 'overridden'
print(D(a=1).get('a'), D(a=1).setdefault('b', 2))
