print("start")
b'abc'.index(b'z')
print("not reached")
