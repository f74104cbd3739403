print("start")
int('1 2')
print("not reached")
