print("start")
range(stop=5)
print("not reached")
