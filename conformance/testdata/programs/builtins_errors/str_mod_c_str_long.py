print("start")
'%c' % 'ab'
print("not reached")
