print("start")
print('x', file=5)
print("not reached")
