# xfail: bytes+str message
print("start")
b'a' + 'b'
print("not reached")
