print("start")
def h(*, x, y): pass
h()
