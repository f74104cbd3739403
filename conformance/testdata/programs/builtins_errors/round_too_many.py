print("start")
round(1, 2, 3)
print("not reached")
