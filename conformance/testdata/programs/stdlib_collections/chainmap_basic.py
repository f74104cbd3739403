from collections import ChainMap
base = {'a': 1, 'b': 2}
over = {'b': 20, 'c': 30}
cm = ChainMap(over, base)
print(cm['a'], cm['b'], cm['c'])
print(len(cm), sorted(cm), list(cm))
print(cm)
cm['d'] = 4
print(over, base)
del cm['b']
print(over, cm['b'])
child = cm.new_child()
child['a'] = 'child'
print(child['a'], cm['a'])
print(child.parents)
print(cm.get('zz', 'none'), 'a' in cm, 'zz' in cm)
print(dict(cm))
try:
    del cm['a']
except KeyError as e:
    print('KeyError', e)
print(ChainMap())
