print("start")
float('abc')
print("not reached")
