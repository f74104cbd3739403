from collections import Counter
c = Counter(['a', 'b', 'a'])
c.update('abc')
print(c)
c.update({'a': 10, 'q': 1})
print(c)
c.update(z=4)
print(c)
c.subtract('aaa')
print(c)
c.subtract({'q': 5})
print(c)
c['new'] += 1
print(c['new'], 'new' in c, 'missing' in c)
del c['missing']
del c['new']
print(c)
