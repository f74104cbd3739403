print("start")
'a'.title('x')
print("not reached")
