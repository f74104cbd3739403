print("start")
tuple(5)
print("not reached")
