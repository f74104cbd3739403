print("start")
[1].remove(2)
print("not reached")
