print("start")
int('9' * 5000)
print("not reached")
