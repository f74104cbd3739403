print("start")
next()
print("not reached")
