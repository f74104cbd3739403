# krait-run: --allow-import copy
import copy
class Conn:
    count = 0
    def __init__(self, host):
        Conn.count += 1
        self.host, self.id = host, Conn.count
    def __copy__(self):
        return Conn(self.host)
    def __deepcopy__(self, memo):
        c = Conn(self.host + "-deep")
        memo[id(self)] = c
        return c
    def __repr__(self):
        return f"Conn({self.host}#{self.id})"
c = Conn("db")
print(copy.copy(c), copy.deepcopy(c), copy.deepcopy([c, c]))
class Session:
    def __init__(self):
        self.history, self.cache = [], {"k": [1]}
    def __getstate__(self):
        return {"history": self.history, "cache": {}}
    def __setstate__(self, s):
        for k, v in s.items():
            setattr(self, k, v)
        self.restored = True
s = Session()
s.history.append("q1")
s2 = copy.deepcopy(s)
print(s2.history, s2.cache, s2.restored, s2.history is s.history)
s3 = copy.copy(s)
print(s3.history is s.history, s3.cache, getattr(s3, "restored", None))
class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
p = copy.deepcopy(Point(1, [2]))
print(p.x, p.y, type(p).__name__)
from collections import OrderedDict, defaultdict, namedtuple
P = namedtuple("P", "a b")
dd = defaultdict(list, {"a": [1]})
dd2 = copy.deepcopy(dd)
dd2["b"].append(2)
print(dict(dd), dict(dd2), dd2.default_factory is list, copy.copy(P(1, [2])), copy.deepcopy(OrderedDict(a=[1])))
