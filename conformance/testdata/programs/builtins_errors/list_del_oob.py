print("start")
l = [1]
del l[3]
print("not reached")
