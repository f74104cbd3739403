print("start")
sorted([3, 'a', 1])
print("not reached")
