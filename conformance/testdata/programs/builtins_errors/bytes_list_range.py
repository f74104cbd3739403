print("start")
bytes([256])
print("not reached")
