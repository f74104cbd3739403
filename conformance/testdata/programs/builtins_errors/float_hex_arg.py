print("start")
(1.0).hex(1)
print("not reached")
