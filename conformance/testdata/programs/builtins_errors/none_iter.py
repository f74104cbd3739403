print("start")
list(None)
print("not reached")
