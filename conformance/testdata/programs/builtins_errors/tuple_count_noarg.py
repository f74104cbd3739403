print("start")
(1,).count()
print("not reached")
