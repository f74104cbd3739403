print("start")
(1,) * 2.0
print("not reached")
