print("start")
set().union(1)
print("not reached")
