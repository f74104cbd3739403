l = list(range(10))
l[2:5] = ['a', 'b']
print(l)
l[::2] = 'XYZWV'[:len(l[::2])]
print(l)
l[:] = []
print(l)
l = [1, 2, 3, 4]
l[1:1] = [9, 9]
print(l)
l[-1:] = range(3)
print(l)
del l[::3]
print(l)
l[len(l):] = [100]
print(l)
try:
    l[::2] = [1]
except ValueError as e:
    print(e)
try:
    l[1:2] = 5
except TypeError as e:
    print(e)
l[1:3] = 'hi'
print(l)
