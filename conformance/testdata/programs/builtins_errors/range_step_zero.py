print("start")
range(0, 5, 0)
print("not reached")
