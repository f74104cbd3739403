# traceback: full
def coords():
    return 1, 2, 3
x, y = coords()
