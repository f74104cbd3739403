print("start")
sum(5)
print("not reached")
