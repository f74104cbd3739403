print("start")
map(str, 3)
print("not reached")
