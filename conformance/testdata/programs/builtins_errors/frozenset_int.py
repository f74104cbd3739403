print("start")
frozenset(3)
print("not reached")
