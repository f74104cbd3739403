print("start")
(256).to_bytes(1, 'big')
print("not reached")
