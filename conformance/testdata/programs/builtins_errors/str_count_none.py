print("start")
'a'.count()
print("not reached")
