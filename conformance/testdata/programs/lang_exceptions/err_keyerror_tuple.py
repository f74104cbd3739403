# traceback: full
grid = {(0, 0): 'a'}
print(grid[(0, 0)])
print(grid[(1, 2)])
