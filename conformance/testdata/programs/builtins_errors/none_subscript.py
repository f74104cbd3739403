print("start")
x = None
x[0]
print("not reached")
