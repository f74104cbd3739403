print("start")
'a'.foo()
print("not reached")
