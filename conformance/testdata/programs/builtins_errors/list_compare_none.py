print("start")
[1] < None
print("not reached")
