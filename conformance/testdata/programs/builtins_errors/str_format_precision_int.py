print("start")
'{:.2d}'.format(3)
print("not reached")
