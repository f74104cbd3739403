def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
def transpose(m):
    return [list(r) for r in zip(*m)]
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
print(matmul(a, b))
print(transpose([[1, 2, 3], [4, 5, 6]]))
ident = [[int(i == j) for j in range(3)] for i in range(3)]
print(ident)
