print("start")
pow(2.0, 3, 5)
print("not reached")
