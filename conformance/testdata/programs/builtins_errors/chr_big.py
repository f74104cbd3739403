print("start")
chr(0x110000)
print("not reached")
