from collections import deque, Counter, defaultdict, OrderedDict, ChainMap, namedtuple, UserDict, UserList
def f(x: deque[int], y: Counter[str], z: defaultdict[str, list[int]]) -> OrderedDict[str, int]:
    return 1
print(f(1, 2, 3), deque[int], Counter[str], defaultdict[str, list[int]])
print(ChainMap[str, int], UserDict[str, int], UserList[float], OrderedDict[str, int]())
P = namedtuple('P', 'x')
print(P[int])
print(deque[int]([1, 2]), Counter[str]('aab'))
