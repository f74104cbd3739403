print("start")
pow(2, 0.5, 3)
print("not reached")
