print("start")
l = [1, 2, 3, 4]
l[::2] = [1]
print("not reached")
