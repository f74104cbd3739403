print("start")
max(1, 2, default=0)
print("not reached")
