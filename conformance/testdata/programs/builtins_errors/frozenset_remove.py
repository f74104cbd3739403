print("start")
frozenset([1]).remove(1)
print("not reached")
