print("start")
[1] * [2]
print("not reached")
