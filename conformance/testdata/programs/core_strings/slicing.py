s = 'abcdefgh'
print(s[0], s[-1], s[2:5], s[:3], s[5:], s[::2], s[::-1], s[-3:-1])
l = list(range(10))
print(l[1:8:3], l[::-3], l[100:], l[-100:2])
l[2:4] = ['x', 'y', 'z']
print(l)
del l[::2]
print(l)
t = (1, 2, 3, 4)
print(t[1:], t[:-1])
