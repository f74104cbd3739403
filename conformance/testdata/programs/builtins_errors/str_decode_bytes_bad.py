print("start")
b'\xe9'.decode('utf-8')
print("not reached")
