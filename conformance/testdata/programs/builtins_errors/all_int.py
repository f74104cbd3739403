print("start")
all(5)
print("not reached")
