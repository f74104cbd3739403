print("start")
[].copy(1)
print("not reached")
