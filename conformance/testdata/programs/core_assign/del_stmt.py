# traceback: full
l = list(range(6))
del l[0]
del l[-1]
print(l)
d = {'a': 1, 'b': 2, 'c': 3}
del d['b']
print(d)
x, y = 1, 2
del x, y
l2 = [1, 2, 3, 4, 5]
del l2[1:3]
print(l2)
del d['zz']
