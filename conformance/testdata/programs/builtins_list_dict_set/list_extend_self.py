l = [1, 2]
l.extend(l)
print(l)
l += l
print(len(l))
l[:] = l[::-1]
print(l)
