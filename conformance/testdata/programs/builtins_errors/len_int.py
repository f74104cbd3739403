print("start")
len(5)
print("not reached")
