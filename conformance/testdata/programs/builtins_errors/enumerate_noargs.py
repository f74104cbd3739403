print("start")
enumerate()
print("not reached")
