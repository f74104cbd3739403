print("start")
int('1e3')
print("not reached")
