print("start")
property(1)(None)
print("not reached")
