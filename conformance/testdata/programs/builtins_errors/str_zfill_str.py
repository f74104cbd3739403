print("start")
'a'.zfill('3')
print("not reached")
