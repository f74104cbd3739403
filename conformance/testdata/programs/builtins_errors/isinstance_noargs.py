print("start")
isinstance(1)
print("not reached")
