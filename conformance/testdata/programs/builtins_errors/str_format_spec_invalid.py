print("start")
'{:abc}'.format(1)
print("not reached")
