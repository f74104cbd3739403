a = [[1, 2], [3]]
shallow = a[:]
shallow[0].append(99)
shallow.append('new')
print(a, shallow)
deep = [list(x) for x in a]
deep[0].append(100)
print(a, deep)
d = {'k': [1]}
d2 = dict(d)
d2['k'].append(2)
d2['j'] = 0
print(d, d2)
t = (1, [2])
t[1].append(3)
print(t)
s = 'abc'
s2 = s
s += 'd'
print(s, s2)
