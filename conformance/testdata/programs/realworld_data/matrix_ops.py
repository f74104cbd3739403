def transpose(m):
    return [list(row) for row in zip(*m)]

def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError(f"shape mismatch: {len(a)}x{len(a[0])} @ {len(b)}x{len(b[0])}")
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]

def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]

def det(m):
    n = len(m)
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0
    for c in range(n):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * det(minor)
    return total

def show(m, name):
    print(f"{name} =")
    width = max(len(f"{x:g}") for row in m for x in row)
    for row in m:
        print("  [" + " ".join(f"{x:>{width}g}" for x in row) + "]")

A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
show(A, "A")
show(transpose(A), "A^T")
C = matmul(A, B)
show(C, "A@B")
print("det(C) =", det(C))
M = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
print("det(M) =", det(M))
show(matmul(M, identity(3)), "M@I")
D = [[0.5, 1.25], [1e-3, 2.0e5]]
show(D, "D")
print(sum(map(sum, A)), max(max(r) for r in B))
print([[round(x / 3, 2) for x in row] for row in A])
flat = [x for row in M for x in row]
print(flat, sorted(flat, key=abs))
print(matmul(A, A))
