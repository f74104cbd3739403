print("start")
list(1)
print("not reached")
