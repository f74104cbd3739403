print("start")
int('z', 37)
print("not reached")
