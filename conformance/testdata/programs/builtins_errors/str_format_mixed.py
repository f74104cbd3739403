print("start")
'{} {0}'.format(1, 2)
print("not reached")
