import itertools
grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
cells = [(r, c) for r, c in itertools.product(range(3), repeat=2) if (r + c) % 2 == 0]
print(cells)
print(sum(grid[r][c] for r, c in cells))
neighbors = [(dr, dc) for dr, dc in itertools.product((-1, 0, 1), repeat=2) if (dr, dc) != (0, 0)]
print(neighbors)
print(list(itertools.product('ab', range(2), [True])))
