print("start")
[].reverse(1)
print("not reached")
