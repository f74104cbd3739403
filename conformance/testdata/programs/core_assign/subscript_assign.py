d = {}
d['a'] = 1
d['b'] = [1, 2]
d['b'][0] = 'changed'
d['a'] += 10
print(d)
m = [[0] * 3 for _ in range(3)]
m[1][2] = 5
m[0][0] += 1
print(m)
l = [1, 2, 3]
l[-1] *= 10
print(l)
