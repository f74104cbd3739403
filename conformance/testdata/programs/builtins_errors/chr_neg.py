print("start")
chr(-1)
print("not reached")
