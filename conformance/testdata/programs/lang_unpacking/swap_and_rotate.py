a, b, c = 1, 2, 3
a, b = b, a
a, b, c = c, a, b
print(a, b, c)
l = [1, 2, 3]
l[0], l[2] = l[2], l[0]
print(l)
i = 0
i, l[i] = 1, 'x'
print(i, l)
