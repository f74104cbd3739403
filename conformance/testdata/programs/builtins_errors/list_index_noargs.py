print("start")
[1].index()
print("not reached")
