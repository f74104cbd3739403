def count_paths(grid, r=0, c=0, memo=None):
    if memo is None:
        memo = {}
    if (r, c) in memo:
        return memo[(r, c)]
    rows, cols = len(grid), len(grid[0])
    if r >= rows or c >= cols or grid[r][c] == "#":
        return 0
    if (r, c) == (rows - 1, cols - 1):
        return 1
    memo[(r, c)] = count_paths(grid, r + 1, c, memo) + count_paths(grid, r, c + 1, memo)
    return memo[(r, c)]

grid = ["....", ".#..", "...#", "#..."]
print(count_paths(grid))
big = ["." * 12] * 12
print(count_paths(big))

def sum_list(xs):
    if not xs:
        return 0
    return xs[0] + sum_list(xs[1:])
print(sum_list(list(range(100))))
print(sum_list(list(range(5000))))
