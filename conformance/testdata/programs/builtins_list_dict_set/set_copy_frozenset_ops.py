s = {1, 2}
c = s.copy()
c.add(3)
print(s, c)
f = frozenset(s)
print(f.union({5}), f.copy() is f, {f: 'ok'}[frozenset({2, 1})], f | s, s | f)
