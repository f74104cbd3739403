print("start")
int(b'x')
print("not reached")
