print("start")
bytearray().append(256)
print("not reached")
