print("start")
l = [1, 2]
l[0:1] = 5
print("not reached")
