print("start")
int('12x')
print("not reached")
