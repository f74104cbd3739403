# xfail: UnicodeEncodeError message incomplete
print("start")
'é'.encode('ascii')
print("not reached")
