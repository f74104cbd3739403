print("start")
'%c' % 0x110000
print("not reached")
