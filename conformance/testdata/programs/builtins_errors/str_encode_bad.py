print("start")
'é'.encode('ascii')
print("not reached")
