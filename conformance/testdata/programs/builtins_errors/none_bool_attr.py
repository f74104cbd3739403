print("start")
None.x = 1
print("not reached")
