print("start")
min([], key=len)
print("not reached")
