print("start")
t = (1,)
t[0] = 2
print("not reached")
