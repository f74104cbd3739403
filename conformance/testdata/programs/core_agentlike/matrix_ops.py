def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
print(matmul(a, b), transpose(a))
identity = [[int(i == j) for j in range(3)] for i in range(3)]
print(identity, matmul(identity, [[1], [2], [3]]))
det = lambda m: m[0][0] * m[1][1] - m[0][1] * m[1][0]
print(det(a), det(matmul(a, b)), det(a) * det(b))
