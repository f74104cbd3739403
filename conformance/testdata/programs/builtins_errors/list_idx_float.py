print("start")
[1][1.0]
print("not reached")
