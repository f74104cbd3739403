print("start")
len([], [])
print("not reached")
