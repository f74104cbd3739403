# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
transposed = [list(row) for row in zip(*matrix)]
print("Transposed:", transposed)
def matmul(a, b):
    return [[sum(x * y for x, y in zip(r, c)) for c in zip(*b)] for r in a]
print("Square:", matmul(matrix, matrix))
diag = sum(matrix[i][i] for i in range(3))
print("Trace:", diag)
flat = [x for row in matrix for x in row]
print(flat, max(flat), sum(flat) / len(flat))
for row in matrix:
    print(" ".join(f"{x:3d}" for x in row))
