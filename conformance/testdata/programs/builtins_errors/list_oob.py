print("start")
[1, 2][2]
print("not reached")
