print("start")
'%(a)s' % 1
print("not reached")
