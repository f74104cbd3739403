print("start")
(1, 2)[5]
print("not reached")
