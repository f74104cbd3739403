print("start")
b'a' + 'b'
print("not reached")
