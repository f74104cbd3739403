t = (1, 2, 1, 3)
print(t.count(1), t.index(3), t.index(1, 1), t + (4,), t * 2, t[1:3], len(t), (1,) == (1,), tuple(reversed(t)), () < (1,), hash((1, 'a')) == hash((1, 'a')))
