print("start")
min([1], foo=1)
print("not reached")
