print("start")
getattr(1, 2)
print("not reached")
