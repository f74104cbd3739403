print("start")
n = 5
n(1)
print("not reached")
