print("start")
dict(5)
print("not reached")
