print("start")
sorted([1], keys=len)
