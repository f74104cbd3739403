print(hash(1), hash(True), hash('') == 0, hash((1, 2)) == hash((1, 2)))
a = []
print(id(a) == id(a), id(a) != id([]))
print(repr([1, 'a', None]), repr((1,)), repr({'a': [1]}), ascii('é'))
print(format(3.14159, '.1f'), format(10, 'x'), format('hi'))
