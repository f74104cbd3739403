print("start")
[].push(1)
print("not reached")
