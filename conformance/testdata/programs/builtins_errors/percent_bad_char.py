print("start")
'%y' % 1
print("not reached")
