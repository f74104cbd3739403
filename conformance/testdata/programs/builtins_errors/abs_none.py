print("start")
abs(None)
print("not reached")
