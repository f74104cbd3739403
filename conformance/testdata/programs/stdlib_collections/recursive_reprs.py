from collections import deque, OrderedDict, defaultdict, Counter, ChainMap, namedtuple, UserList, UserDict
d = deque([1]); d.append(d); print(d)
od = OrderedDict(a=1); od['self'] = od; print(od)
dd = defaultdict(list); dd['me'] = dd; print(dd)
c = Counter(); c['c'] = c
try:
    print(c)
except Exception as e:
    print(type(e).__name__)
cm = ChainMap({}); cm.maps.append(cm)
try:
    print(cm)
except Exception as e:
    print(type(e).__name__)
P = namedtuple('P', 'x'); l = []; p = P(l); l.append(p); print(p)
ul = UserList([1]); ul.append(ul); print(ul)
ud = UserDict(); ud['u'] = ud; print(ud)
d2 = deque(); l2 = [d2]; d2.append(l2); print(d2, l2)
