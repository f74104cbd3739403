# krait-run: --allow-import copy
import copy
class L(list):
    pass
class D(dict):
    pass
l = L([1, [2]])
l.tag = 'x'
l2 = copy.deepcopy(l)
print(type(l2).__name__, l2, l2.tag, l2[1] is l[1])
d = D(a=[1])
d2 = copy.copy(d)
print(type(d2).__name__, d2, d2['a'] is d['a'])
from collections import namedtuple, OrderedDict, Counter, defaultdict, deque
P = namedtuple('P', 'x y')
p = P(1, [2])
print(copy.copy(p), copy.deepcopy(p).y is p.y)
od = OrderedDict(b=1, a=[2])
print(copy.deepcopy(od), copy.copy(Counter('aab')))
dd = defaultdict(list, k=[1])
dd2 = copy.deepcopy(dd)
dd2['new'].append(1)
print(dd2, dd2['k'] is dd['k'])
dq = deque([[1], [2]], maxlen=5)
dq2 = copy.deepcopy(dq)
print(dq2, dq2[0] is dq[0], copy.copy(dq)[0] is dq[0])
