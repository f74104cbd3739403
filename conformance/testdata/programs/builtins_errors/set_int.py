print("start")
set(5)
print("not reached")
