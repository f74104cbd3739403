print("start")
int(1j)
print("not reached")
