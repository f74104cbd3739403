print("start")
max()
print("not reached")
