grid = [[0] * 3] * 2
grid[0][0] = 1
print(grid)
g2 = [[0] * 3 for _ in range(2)]
g2[0][0] = 1
print(g2)
