print("start")
def h(a, b, c): pass
h(1)
