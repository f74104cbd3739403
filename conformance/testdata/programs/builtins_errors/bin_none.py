print("start")
bin(None)
print("not reached")
