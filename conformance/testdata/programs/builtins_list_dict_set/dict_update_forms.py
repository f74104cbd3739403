d = {}
d.update({'a': 1})
d.update([('b', 2)])
d.update(c=3)
d.update({'a': 0}, d=4)
print(d)
print(d | {'e': 5}, {'a': 9} | d)
d |= {'f': 6}
print(d)
