print("start")
[1, 2].index(3)
print("not reached")
