print("start")
5.0 % 0
print("not reached")
