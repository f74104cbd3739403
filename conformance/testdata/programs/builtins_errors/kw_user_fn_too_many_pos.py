print("start")
def h(a, b=1): pass
h(1, 2, 3)
