print("start")
float.fromhex('zz')
print("not reached")
