print("start")
d = {}
d |= 5
print("not reached")
