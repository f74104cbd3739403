print("start")
sorted()
print("not reached")
