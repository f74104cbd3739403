print("start")
print(1, sep=5)
print("not reached")
