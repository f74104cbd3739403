print("start")
'a'.replace('a')
print("not reached")
