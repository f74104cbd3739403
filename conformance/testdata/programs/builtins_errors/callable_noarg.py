print("start")
callable()
print("not reached")
