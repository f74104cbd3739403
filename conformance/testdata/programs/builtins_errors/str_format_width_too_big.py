print("start")
'{:99999999999999999999}'.format(1)
print("not reached")
