d = {'x': 1, 'y': 2}
k, v, i = d.keys(), d.values(), d.items()
d['z'] = 3
print(k, v, i, len(k), 'x' in k, 2 in v, ('y', 2) in i)
print(k & {'x', 'w'}, k | {'w'} == {'x', 'y', 'z', 'w'}, k - {'x'} == {'y', 'z'}, list(reversed(k)))
