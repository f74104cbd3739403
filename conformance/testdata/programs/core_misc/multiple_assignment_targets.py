x = y = z = 0
x += 1
print(x, y, z)
a, b = b, a = 1, 2
print(a, b)
(p, q), r = [1, 2], 3
print(p, q, r)
data = {}
data['a'], data['b'] = 'A', 'B'
print(data)
class Obj: pass
o = Obj()
o.first, o.second = range(2)
print(o.first, o.second)
l = [0, 0, 0]
l[0], l[1:] = 'x', ['y', 'z']
print(l)
