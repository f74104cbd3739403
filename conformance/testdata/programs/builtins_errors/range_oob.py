print("start")
range(3)[3]
print("not reached")
