print("start")
[1].sort(len)
print("not reached")
