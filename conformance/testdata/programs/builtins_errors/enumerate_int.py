print("start")
enumerate(5)
print("not reached")
