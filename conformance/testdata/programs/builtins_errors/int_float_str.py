print("start")
int('1.5')
print("not reached")
