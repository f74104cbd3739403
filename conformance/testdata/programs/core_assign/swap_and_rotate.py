a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
l = [1, 2, 3]
l[0], l[2] = l[2], l[0]
print(l)
t = 1,
print(t, len(t))
u = ()
print(u, 1, (1))
