l = [1]
l.append(l)
print(l)
d = {'k': 1}
d['self'] = d
print(d)
m = [l, d]
print(m)
