# traceback: full
g = (1 / x for x in [1, 0])
list(g)
