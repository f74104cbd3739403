print("start")
float([1])
print("not reached")
