print("start")
pow(2, -1, 4)
print("not reached")
