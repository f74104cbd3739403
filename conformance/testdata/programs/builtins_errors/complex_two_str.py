print("start")
complex('1', 2)
print("not reached")
