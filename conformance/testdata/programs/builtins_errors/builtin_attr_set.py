print("start")
l = []
l.x = 1
print("not reached")
