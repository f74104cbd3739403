def spiral(n):
    m = [[0] * n for _ in range(n)]
    x, y, dx, dy = 0, 0, 1, 0
    for k in range(1, n * n + 1):
        m[y][x] = k
        nx, ny = x + dx, y + dy
        if not (0 <= nx < n and 0 <= ny < n and m[ny][nx] == 0):
            dx, dy = -dy, dx
        x, y = x + dx, y + dy
    return m
for row in spiral(4):
    print(' '.join(f'{v:2}' for v in row))
