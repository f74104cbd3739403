print("start")
int('0x', 16)
print("not reached")
