print("start")
'%s %s' % 'ab'
print("not reached")
