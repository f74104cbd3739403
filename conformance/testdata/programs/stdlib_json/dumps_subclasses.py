# krait-run: --allow-import json
import json
from collections import OrderedDict, Counter, namedtuple, defaultdict
print(json.dumps(OrderedDict([('z', 1), ('a', 2)])))
print(json.dumps(Counter('aab')))
P = namedtuple('P', 'x y')
print(json.dumps(P(1, 2)), json.dumps({'p': P(3, 4)}))
dd = defaultdict(list)
dd['k'].append(1)
print(json.dumps(dd))
class L(list):
    pass
print(json.dumps(L([1, 2])))
