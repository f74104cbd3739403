print("start")
round(1.5, 1.0)
print("not reached")
