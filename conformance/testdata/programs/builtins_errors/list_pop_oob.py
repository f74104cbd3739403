print("start")
[1].pop(5)
print("not reached")
