print("start")
sorted([2, 1], key=1)
print("not reached")
