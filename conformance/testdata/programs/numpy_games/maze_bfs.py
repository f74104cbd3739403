# krait-run: --allow-import numpy.*
import numpy as np
maze = np.array([[0, 1, 0, 0], [0, 1, 0, 1], [0, 0, 0, 0], [1, 1, 1, 0]])
dist = np.full(maze.shape, -1)
dist[0, 0] = 0
frontier = [(0, 0)]
while frontier:
    nxt = []
    for r, c in frontier:
        for dr, dc in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
            nr, nc = r + dr, c + dc
            if 0 <= nr < 4 and 0 <= nc < 4 and maze[nr, nc] == 0 and dist[nr, nc] < 0:
                dist[nr, nc] = dist[r, c] + 1
                nxt.append((nr, nc))
    frontier = nxt
print(dist)
print(dist[3, 3], np.max(dist))
