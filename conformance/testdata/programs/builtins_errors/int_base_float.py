print("start")
int('10', 2.0)
print("not reached")
