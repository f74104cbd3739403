print("start")
range(3).index(5)
print("not reached")
