print("start")
bytearray(2.5)
print("not reached")
