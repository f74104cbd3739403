print("start")
[1, 'a', 2].sort()
print("not reached")
