print("start")
ascii(1, 2)
print("not reached")
