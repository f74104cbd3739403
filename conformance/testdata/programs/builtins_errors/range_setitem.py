print("start")
r = range(3)
r[0] = 1
print("not reached")
