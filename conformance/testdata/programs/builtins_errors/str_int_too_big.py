print("start")
str(10 ** 5000)
print("not reached")
