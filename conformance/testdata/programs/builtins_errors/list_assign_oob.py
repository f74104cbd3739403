print("start")
[1][3] = 0
print("not reached")
