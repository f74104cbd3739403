# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
board = [
    [5, 3, 0, 0, 7, 0, 0, 0, 0],
    [6, 0, 0, 1, 9, 5, 0, 0, 0],
    [0, 9, 8, 0, 0, 0, 0, 6, 0],
    [8, 0, 0, 0, 6, 0, 0, 0, 3],
    [4, 0, 0, 8, 0, 3, 0, 0, 1],
    [7, 0, 0, 0, 2, 0, 0, 0, 6],
    [0, 6, 0, 0, 0, 0, 2, 8, 0],
    [0, 0, 0, 4, 1, 9, 0, 0, 5],
    [0, 0, 0, 0, 8, 0, 0, 7, 9],
]
def ok(b, r, c, v):
    if v in b[r] or any(b[i][c] == v for i in range(9)):
        return False
    br, bc = 3 * (r // 3), 3 * (c // 3)
    return all(b[i][j] != v for i in range(br, br + 3) for j in range(bc, bc + 3))
def solve(b):
    for r in range(9):
        for c in range(9):
            if b[r][c] == 0:
                for v in range(1, 10):
                    if ok(b, r, c, v):
                        b[r][c] = v
                        if solve(b):
                            return True
                        b[r][c] = 0
                return False
    return True
print(solve(board))
for row in board:
    print(" ".join(map(str, row)))
