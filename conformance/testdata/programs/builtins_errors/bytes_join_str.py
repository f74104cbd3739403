print("start")
b''.join(['a'])
print("not reached")
