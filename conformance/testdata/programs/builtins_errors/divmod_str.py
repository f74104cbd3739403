print("start")
divmod('a', 1)
print("not reached")
