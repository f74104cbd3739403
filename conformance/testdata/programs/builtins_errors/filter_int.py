print("start")
filter(None, 5)
print("not reached")
