print("start")
slice()
print("not reached")
