print("start")
[].extend(5)
print("not reached")
