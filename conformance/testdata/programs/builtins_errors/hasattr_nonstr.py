print("start")
hasattr([], 5)
print("not reached")
