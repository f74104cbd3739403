print("start")
int('1', 1)
print("not reached")
