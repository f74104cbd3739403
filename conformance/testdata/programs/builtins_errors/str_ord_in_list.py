print("start")
sorted(['b', 1])
print("not reached")
