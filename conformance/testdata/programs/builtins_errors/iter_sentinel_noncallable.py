print("start")
iter(5, 0)
print("not reached")
