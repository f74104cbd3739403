print("start")
'{0.real.nope}'.format(1)
print("not reached")
