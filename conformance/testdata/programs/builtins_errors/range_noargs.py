print("start")
range()
print("not reached")
