print("start")
x = None
x()
print("not reached")
