from collections import Counter
c = Counter('hello')
print(isinstance(c, dict), type(c).__name__, type(c))
print(dict(c))
print(sorted(c.keys()), list(c.values()))
print(c.get('l'), c.get('q'), c.get('q', 7))
d = c.copy()
d['h'] = 100
print(c['h'], d['h'], type(d).__name__)
print(list(c.items()))
class MyCounter(Counter):
    pass
m = MyCounter('aab')
print(m, type(m.copy()).__name__)
print(m + m, type(m + m).__name__)
