matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
flat = (v for row in matrix for v in row if v % 2)
print(list(flat))
print(sum(v * v for row in matrix for v in row))
print(list((i, j) for i in range(3) for j in range(i)))
print(dict((k, v) for k, v in zip('abc', range(3)) if v))
