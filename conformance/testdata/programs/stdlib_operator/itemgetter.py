# krait-run: --allow-import operator
from operator import itemgetter
rows = [('b', 2, 'x'), ('a', 3, 'y'), ('c', 1, 'z')]
print(sorted(rows, key=itemgetter(1)))
print(sorted(rows, key=itemgetter(0)))
print(list(map(itemgetter(0, 2), rows)))
print(itemgetter(1)('ABCDEFG'), itemgetter(1, 3, 5)('ABCDEFG'), itemgetter(slice(2, None))('ABCDEFG'))
print(itemgetter('name')({'name': 'ann', 'age': 3}))
print(max({'a': 3, 'b': 9, 'c': 1}.items(), key=itemgetter(1)))
try:
    itemgetter(5)([1])
except IndexError as e:
    print(e)
