print("start")
'%s' % (1, 2)
print("not reached")
