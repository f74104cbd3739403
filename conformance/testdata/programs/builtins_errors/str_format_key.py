print("start")
'{name}'.format(x=1)
print("not reached")
