print("start")
frozenset().add(1)
print("not reached")
