a = [1, 2, 3]
b = a
b += [4]
print(a is b, a)
t = (1,)
u = t
u += (2,)
print(t, u, t is u)
s = 'x'
s += 'y'
print(s)
d = {'k': [1]}
d['k'] += [2]
print(d)
class O:
    pass
o = O()
o.n = 1
o.n += 41
print(o.n)
x = y = z = 0
x, y = y + 1, x + 2
print(x, y, z)
i = 0
items = [10, 20, 30]
i, items[i] = 1, 99
print(i, items)
first, *_, last = range(10)
print(first, last)
(a1, b1), c1 = 'xy', 'z'
print(a1, b1, c1)
n = 5
n **= 2
n //= 3
n <<= 1
print(n)
f = 1.5
f //= 0.4
print(f)
print([*range(3), *'ab'], {**{'a': 1}}, *[1, 2])
lst = [0] * 3
lst[0], lst[1] = lst[1] + 1, lst[0] + 2
print(lst)
