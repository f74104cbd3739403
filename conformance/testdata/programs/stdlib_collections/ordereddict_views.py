from collections import OrderedDict
od = OrderedDict(a=1, b=2)
print(od.keys(), od.values(), od.items(), type(od.keys()).__name__, list(reversed(od.keys())), len(od.items()), 'a' in od.keys(), ('a', 1) in od.items())
print(od.keys() & {'a'}, od.keys() == {'a', 'b'}, od.items() | {('z', 0)} >= {('a', 1)}, od.keys() - {'a'})
print(OrderedDict().keys(), list(od.values()), sorted(od.items(), reverse=True))
k = od.keys()
od['c'] = 3
print(k, len(k), [x for x in k])
for key, value in od.items():
    print(key, value)
print(dict(od.items()), list(zip(od.keys(), od.values())))
