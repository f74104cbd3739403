print("start")
def h(a, *, b): pass
h(1, 2)
