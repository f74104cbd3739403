print("start")
None > 1
print("not reached")
