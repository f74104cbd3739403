l = list(range(10))
l[::2] = ['e'] * 5
print(l)
l[1:4] = []
print(l)
del l[-2:]
print(l)
s = 'hello world'
print(s[-5:], s[:-6], s[3:8:2], s[::-2])
print(l[10:20], 'abc'[5:], (1, 2, 3)[::-1])
