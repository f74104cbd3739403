print("start")
o = object()
o.x = 1
print("not reached")
