print("start")
map(None)
print("not reached")
