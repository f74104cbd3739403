print("start")
def h(a, /): pass
h(a=1)
