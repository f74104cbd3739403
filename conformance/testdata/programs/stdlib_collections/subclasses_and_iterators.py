import collections, itertools
class C(collections.Counter): pass
class D(collections.deque): pass
class O(collections.OrderedDict): pass
class DD(collections.defaultdict): pass
class CM(collections.ChainMap): pass
print(C('aab'), D([1], 3), O(a=1), DD(int, a=1), CM({'x': 1}))
print(C(), D(), O(), DD(), CM())
print(type(C('a') + C('b')).__name__, type(D([1]) + D([2])).__name__, type(O(a=1).copy()).__name__, type(DD(list).copy()).__name__, type(CM().new_child()).__name__)
d = D([1, 2]); d.tag = 'ok'; print(d.tag, d.maxlen, D([1], maxlen=2).maxlen)
g = itertools.groupby('aabbc')
print([(k, ''.join(v)) for k, v in g])
a, b = itertools.tee('xyz')
print(next(a), list(b), list(a), type(a).__name__)
print(list(itertools.chain.from_iterable(itertools.repeat('ab', 2))), repr(itertools.count(-1.5, -2)), repr(itertools.repeat(None, 2)))
print(list(itertools.compress(itertools.count(), [0, 1, 0, 1])), list(itertools.starmap(divmod, zip(range(5, 9), itertools.repeat(3)))))
