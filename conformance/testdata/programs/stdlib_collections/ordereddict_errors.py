from collections import OrderedDict
od = OrderedDict(a=1)
try:
    od.move_to_end('zz')
except KeyError as e:
    print('KeyError', e)
od.popitem()
try:
    od.popitem()
except KeyError as e:
    print('KeyError', e)
c = od.copy()
print(type(c).__name__, c)
print(isinstance(od, dict))
