# krait-run: --allow-import copy
import copy
a = [1, [2, 3], {'k': [4]}, (5, [6])]
b = copy.deepcopy(a)
print(b == a, b[1] is a[1], b[2]['k'] is a[2]['k'], b[3] is a[3], b[3][1] is a[3][1])
b[1].append(99)
b[2]['k'].append(98)
print(a)
print(b)
t = (1, 2, ('x', 'y'))
print(copy.deepcopy(t) is t)
print(copy.deepcopy({1, 2, 3}), copy.deepcopy(frozenset({4})))
