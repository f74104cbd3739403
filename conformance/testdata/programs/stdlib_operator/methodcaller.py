# krait-run: --allow-import operator
from operator import methodcaller
up = methodcaller('upper')
print(up('hello'))
print(methodcaller('split', ',')('a,b,c'))
print(methodcaller('replace', 'a', 'o', 1)('banana'))
print(methodcaller('get', 'k', 'default')({}))
print(list(map(methodcaller('strip'), [' a ', 'b  '])))
print(sorted(['B', 'a', 'C'], key=methodcaller('lower')))
