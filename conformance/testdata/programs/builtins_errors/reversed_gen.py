print("start")
reversed(x for x in [])
print("not reached")
