print("start")
hash(bytearray(b'x'))
print("not reached")
