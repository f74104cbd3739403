print("start")
'a'.partition('')
print("not reached")
