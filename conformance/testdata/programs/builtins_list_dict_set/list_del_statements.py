l = list('abcdef')
del l[0]
del l[-1]
del l[1:3]
print(l)
d = {'a': 1, 'b': 2}
del d['a']
print(d)
