print("start")
b'\xff'.decode('ascii')
print("not reached")
