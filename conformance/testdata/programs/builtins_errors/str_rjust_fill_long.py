print("start")
'a'.rjust(3, '')
print("not reached")
