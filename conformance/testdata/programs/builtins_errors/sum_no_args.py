print("start")
sum()
print("not reached")
