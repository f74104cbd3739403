print("start")
iter([1], 2)
print("not reached")
