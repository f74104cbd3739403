print("start")
'{!z}'.format(1)
print("not reached")
