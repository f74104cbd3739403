# krait-run: --allow-import copy
import copy
a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a)
print(b == a, b is a, b[1] is a[1])
b[1].append(99)
b.append('new')
print(a, b)
d = {'x': [1], 'y': 2}
e = copy.copy(d)
e['x'].append(2)
e['z'] = 3
print(d, e)
s = {1, 2}
print(copy.copy(s), copy.copy(s) is s)
t = (1, [2])
print(copy.copy(t) is t, copy.copy('str') == 'str', copy.copy(5), copy.copy(None))
print(copy.copy(frozenset([1])) == frozenset([1]))
print(copy.copy(bytearray(b'ab')))
