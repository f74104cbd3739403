l = list(range(10))
l[2:5] = ['a']
print(l)
l[::3] = 'xyz'
print(l)
del l[::2]
print(l)
l[1:1] = [0, 0]
print(l)
l[-1:] = []
print(l)
