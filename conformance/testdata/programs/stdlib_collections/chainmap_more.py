from collections import ChainMap
a, b = {'x': 1}, {'x': 2, 'y': 3}
cm = ChainMap(a, b)
print(list(cm.keys()), list(cm.values()), list(cm.items()))
print(len(cm), bool(cm), bool(ChainMap({})))
c2 = cm.new_child({'z': 0})
print(c2.maps, c2['y'])
print(cm.parents.maps)
print(cm.pop('x'), a, cm['x'])
try:
    cm.pop('y')
except KeyError as e:
    print('KeyError', e)
cm.clear()
print(cm, b)
cp = ChainMap({'q': [1]}).copy()
print(cp)
print(ChainMap({'a': 1}) == {'a': 1})
