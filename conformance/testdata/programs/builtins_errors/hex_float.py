print("start")
hex(2.0)
print("not reached")
