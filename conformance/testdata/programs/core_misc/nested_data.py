data = {'users': [{'name': 'a', 'tags': ['x', 'y']}, {'name': 'b', 'tags': []}]}
for u in data['users']:
    print(u['name'], len(u['tags']), u.get('age', 'n/a'))
data['users'][1]['tags'].append('z')
print(data)
matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print(matrix, [row[::-1] for row in matrix])
print(sum(map(sum, matrix)))
