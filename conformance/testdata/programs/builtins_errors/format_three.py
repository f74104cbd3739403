print("start")
format(1, '', 3)
print("not reached")
