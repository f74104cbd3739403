print("start")
'{0} {1}'.format(1)
print("not reached")
