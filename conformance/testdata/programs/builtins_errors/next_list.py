print("start")
next([1])
print("not reached")
