print("start")
l = []
l += 5
print("not reached")
