pairs = [(1, 'a'), (2, 'b'), (3, 'c')]
print([n for n, _ in pairs])
print({s: n for n, s in pairs})
grid = [[1, 2], [3, 4], [5, 6]]
print([x for row in grid for x in row])
print([[row[i] for row in grid] for i in range(2)])
print([(a, b) for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]])
