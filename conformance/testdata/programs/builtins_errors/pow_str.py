print("start")
pow('2', 3)
print("not reached")
