# traceback: full
class Grid:
    size = 3
    cells = [[0] * size for _ in range(size)]
    print(len(cells))
    labels = [f'{r}{c}' for r in range(size) for c in range(size)]
