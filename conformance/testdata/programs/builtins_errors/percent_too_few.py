print("start")
'%s %s' % (1,)
print("not reached")
