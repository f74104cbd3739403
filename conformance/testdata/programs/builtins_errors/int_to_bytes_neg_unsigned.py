print("start")
(-1).to_bytes(2, 'big')
print("not reached")
