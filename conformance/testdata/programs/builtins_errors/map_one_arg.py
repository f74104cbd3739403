print("start")
map(len)
print("not reached")
