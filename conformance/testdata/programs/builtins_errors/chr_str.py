print("start")
chr('a')
print("not reached")
