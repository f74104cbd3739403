a = b = c = []
a.append(1)
print(a, b, c, a is c)
x, y = 1, 2
x, y = y, x
print(x, y)
l = [1, 2, 3]
l[0], l[2] = l[2], l[0]
print(l)
i = 0
l2 = [10, 20]
i, l2[i] = 1, 99
print(i, l2)
d = {}
d['a'] = d['b'] = 5
print(d)
p = q = 1
q += 1
print(p, q)
class O: pass
o = O()
o.x = o.y = 'v'
print(o.x, o.y)
