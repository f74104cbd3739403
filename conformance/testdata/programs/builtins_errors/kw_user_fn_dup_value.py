print("start")
def h(a): pass
h(1, a=2)
