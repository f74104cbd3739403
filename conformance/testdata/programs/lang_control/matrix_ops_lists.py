A = [[1, 2, 3], [4, 5, 6]]
T = [list(r) for r in zip(*A)]
print(T)
print([[sum(a * b for a, b in zip(r, c)) for c in zip(*T)] for r in A])
print([row[::-1] for row in A[::-1]])
print(sum(map(sum, A)), max(map(max, A)))
