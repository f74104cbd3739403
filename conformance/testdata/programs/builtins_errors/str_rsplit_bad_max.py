print("start")
'a'.rsplit(' ', 'x')
print("not reached")
