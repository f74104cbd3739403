print("start")
len(x for x in [])
print("not reached")
