print("start")
bin(1.5)
print("not reached")
