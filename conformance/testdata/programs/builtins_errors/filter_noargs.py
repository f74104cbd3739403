print("start")
filter(None)
print("not reached")
