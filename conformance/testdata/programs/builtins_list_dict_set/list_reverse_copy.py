l = [1, 2, 3]
c = l.copy()
l.reverse()
print(l, c, l is c, l[:] == l)
