print("start")
format('s', 'd')
print("not reached")
