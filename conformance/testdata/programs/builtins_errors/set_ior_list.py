print("start")
s = set()
s |= [1]
print("not reached")
