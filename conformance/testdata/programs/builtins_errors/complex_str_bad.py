print("start")
complex('1+')
print("not reached")
