print("start")
int(None)
print("not reached")
