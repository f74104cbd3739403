print("start")
[].insert(0)
print("not reached")
