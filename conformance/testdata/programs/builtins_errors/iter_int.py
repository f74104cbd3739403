print("start")
iter(5)
print("not reached")
