print("start")
dict([(1, 2, 3)])
print("not reached")
