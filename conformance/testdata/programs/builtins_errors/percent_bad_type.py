print("start")
'%d' % 'x'
print("not reached")
