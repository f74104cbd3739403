print("start")
'a'.encode('no-such-codec')
print("not reached")
