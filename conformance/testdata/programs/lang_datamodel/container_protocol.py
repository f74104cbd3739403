class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = {}
    def __getitem__(self, key):
        x, y = key
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise IndexError(f'cell {key} out of range')
        return self.cells.get(key, '.')
    def __setitem__(self, key, v):
        self.cells[key] = v
    def __delitem__(self, key):
        del self.cells[key]
    def __contains__(self, key):
        return key in self.cells
    def __len__(self):
        return len(self.cells)
g = Grid(3, 2)
g[0, 1] = '#'
g[2, 0] = '@'
for y in range(2):
    print(''.join(g[x, y] for x in range(3)))
print((0, 1) in g, (1, 1) in g, len(g))
del g[0, 1]
print(len(g), (0, 1) in g)
try:
    g[5, 5]
except IndexError as e:
    print('IndexError:', e)
try:
    del g[9, 9]
except KeyError as e:
    print('KeyError:', e)
