from collections import OrderedDict
od = OrderedDict.fromkeys('abcde')
od.move_to_end('a')
od.move_to_end('e', False)
print(list(od))
del od['c']
od['c'] = 1
print(list(od.items()))
print(od.pop('b'), od.setdefault('z', 9), list(od))
od.update([('y', 2)], x=3)
print(od)
od2 = OrderedDict(od)
print(od == od2, od2 is not od)
od2.move_to_end('e')
print(od == od2, dict(od) == dict(od2))
print(list(reversed(od)))
print(OrderedDict(a=1) | {'b': 2})
