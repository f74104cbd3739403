print("start")
range(1, 2, 3, 4)
print("not reached")
