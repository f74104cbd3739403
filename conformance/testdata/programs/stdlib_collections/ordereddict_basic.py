from collections import OrderedDict
od = OrderedDict()
od['b'] = 1
od['a'] = 2
od['c'] = 3
print(od)
od.move_to_end('b')
print(list(od))
od.move_to_end('c', last=False)
print(list(od.keys()))
print(od.popitem())
print(od.popitem(last=False))
print(od)
print(OrderedDict())
print(OrderedDict([('x', 1), ('y', 2)]) == OrderedDict([('y', 2), ('x', 1)]))
print(OrderedDict([('x', 1), ('y', 2)]) == {'y': 2, 'x': 1})
print(OrderedDict.fromkeys('abc', 0))
print(list(reversed(OrderedDict.fromkeys('xyz'))))
