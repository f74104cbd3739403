print("start")
float(b'x')
print("not reached")
