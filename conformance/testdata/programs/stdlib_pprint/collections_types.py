# krait-run: --allow-import pprint
import pprint
from collections import OrderedDict, Counter, defaultdict, deque, ChainMap
pprint.pprint(OrderedDict((str(i), i) for i in range(10)), width=40)
pprint.pprint(Counter('abracadabra' * 3), width=30)
dd = defaultdict(list)
for i in range(10):
    dd['key%d' % i].append(i)
pprint.pprint(dd, width=40)
pprint.pprint(deque(range(30)), width=40)
pprint.pprint(deque(range(30), maxlen=40), width=40)
pprint.pprint(ChainMap({'a': list(range(10))}, {'b': list(range(10))}), width=40)
pprint.pprint([OrderedDict(), Counter(), defaultdict(int), deque()])
