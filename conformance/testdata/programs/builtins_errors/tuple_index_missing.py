print("start")
(1,).index(2)
print("not reached")
