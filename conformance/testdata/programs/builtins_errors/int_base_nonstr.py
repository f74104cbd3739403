print("start")
int(5, 2)
print("not reached")
