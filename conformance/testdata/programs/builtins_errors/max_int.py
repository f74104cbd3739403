print("start")
max(5)
print("not reached")
