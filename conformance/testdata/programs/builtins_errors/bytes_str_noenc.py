print("start")
bytes('abc')
print("not reached")
