print("start")
slice(1, 2, 3, 4)
print("not reached")
