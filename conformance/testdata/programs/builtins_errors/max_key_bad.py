print("start")
max([1, 2], key=3)
print("not reached")
