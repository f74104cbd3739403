puzzle = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""
grid = [[int(c) if c != "." else 0 for c in row] for row in puzzle.split()]

def candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {g[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [n for n in range(1, 10) if n not in used]

steps = 0
def solve(g):
    global steps
    best = None
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                cands = candidates(g, r, c)
                if best is None or len(cands) < len(best[2]):
                    best = (r, c, cands)
    if best is None:
        return True
    r, c, cands = best
    for n in cands:
        steps += 1
        g[r][c] = n
        if solve(g):
            return True
    g[r][c] = 0
    return False

def show(g):
    for i, row in enumerate(g):
        if i and i % 3 == 0:
            print("------+-------+------")
        print(" | ".join(" ".join(str(x or ".") for x in row[k:k + 3]) for k in (0, 3, 6)))

show(grid)
print()
print("solved:", solve(grid), "steps:", steps)
show(grid)
print(all(sorted(row) == list(range(1, 10)) for row in grid))
print(all(sorted(col) == list(range(1, 10)) for col in zip(*grid)))
