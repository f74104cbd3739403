print("start")
repr(1, 2)
print("not reached")
