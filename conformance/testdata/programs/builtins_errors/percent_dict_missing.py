print("start")
'%(a)s' % {'b': 1}
print("not reached")
