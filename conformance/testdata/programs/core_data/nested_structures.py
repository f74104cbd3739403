data = {'users': [{'name': 'a', 'tags': ['x', 'y']}, {'name': 'b', 'tags': []}], 'meta': {'count': 2}}
print(data['users'][0]['tags'][-1], data['meta']['count'], len(data['users'][1]['tags']))
data['users'].append({'name': 'c', 'tags': ['z']})
data['meta']['count'] += 1
print([u['name'] for u in data['users'] if u['tags']], data['meta'])
grid = [[0] * 3 for _ in range(3)]
grid[1][1] = 5
print(grid)
alias = [[0] * 2] * 2
alias[0][0] = 9
print(alias)
inventory = {}
for item, qty in [('apple', 3), ('pear', 1), ('apple', 2)]:
    inventory.setdefault(item, []).append(qty)
print(inventory, {k: sum(v) for k, v in inventory.items()})
print(sorted(data['users'], key=lambda u: len(u['tags']))[0]['name'])
l = [1, 2]
l.append(l)
print(l)
d = {}
d['self'] = d
print(d)
