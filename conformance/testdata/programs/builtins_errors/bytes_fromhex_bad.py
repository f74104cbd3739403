print("start")
bytes.fromhex('zz')
print("not reached")
