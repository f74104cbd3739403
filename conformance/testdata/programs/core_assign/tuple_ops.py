# traceback: full
t = (1, 2, 3, 2)
print(t.count(2), t.index(3), len(t), t + (4,), t * 2)
print(t[1], t[-1], t[1:3], 2 in t)
print(tuple([1, 2]), tuple('ab'), ())
print((1, 2) < (1, 3), (1, 2) == (1, 2), max((1, 5), (2, 0)))
t[0] = 5
