print("start")
d = {}
d[[1]]
print("not reached")
