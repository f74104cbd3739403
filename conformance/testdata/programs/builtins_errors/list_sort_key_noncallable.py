print("start")
[2, 1].sort(key=5)
print("not reached")
