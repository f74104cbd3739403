print("start")
l = [1, 2]
l[0, 1]
print("not reached")
