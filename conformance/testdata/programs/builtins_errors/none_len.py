print("start")
len(None)
print("not reached")
