print("start")
float(None)
print("not reached")
