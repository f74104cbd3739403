print("start")
callable(1, 2)
print("not reached")
