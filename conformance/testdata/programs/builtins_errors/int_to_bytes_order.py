print("start")
(1).to_bytes(1, 'middle')
print("not reached")
