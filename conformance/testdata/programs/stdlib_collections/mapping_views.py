from collections import ChainMap, UserDict, Counter
cm = ChainMap({'a': 1}, {'b': 2, 'a': 0})
print(cm.keys(), cm.values(), cm.items())
print(list(cm.keys()), list(cm.values()), list(cm.items()), len(cm.keys()), 'b' in cm.keys(), 2 in cm.values(), ('a', 1) in cm.items())
print(cm.keys() & {'a', 'z'}, sorted(cm.keys() | {'q'}), cm.keys() == {'a', 'b'}, cm.items() - {('a', 1)})
ud = UserDict(x=1, y=2)
print(ud.keys(), ud.values(), ud.items(), list(ud.items()), 'x' in ud.keys(), type(ud.keys()).__name__)
for k, v in ud.items():
    print(k, v)
c = Counter(cm)
print(c, Counter(ud))
print(dict(cm.items()), dict(ud.items()))
