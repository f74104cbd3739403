print("start")
[].count()
print("not reached")
