import collections
print(collections.Counter('aab').most_common(1))
dd = collections.defaultdict(collections.Counter)
for word in ['apple', 'avocado', 'banana']:
    dd[word[0]].update(word)
print(dd['a']['a'], dd['b'])
Pair = collections.namedtuple('Pair', 'k v')
pairs = [Pair(k, v) for k, v in collections.Counter('hello world').most_common(3)]
print(pairs)
od = collections.OrderedDict(sorted({'z': 1, 'a': 2}.items()))
print(od)
dq = collections.deque(pairs, maxlen=2)
print(dq)
print(type(collections.Counter), collections.Counter.__name__)
