print(dict.fromkeys('abc'), dict.fromkeys(range(2), []), dict.fromkeys([]))
d = {'a': [1]}
c = d.copy()
c['a'].append(2)
c['b'] = 0
print(d, c)
