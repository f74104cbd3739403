print("start")
bytes(-1)
print("not reached")
