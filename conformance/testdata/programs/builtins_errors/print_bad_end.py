print("start")
print(1, end=[])
print("not reached")
