print("start")
'%x' % 1.5
print("not reached")
