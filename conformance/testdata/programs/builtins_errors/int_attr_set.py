print("start")
n = 1
n.real = 2
print("not reached")
