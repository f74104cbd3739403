print("start")
range(1.5)
print("not reached")
