print("start")
'{'.format(1)
print("not reached")
