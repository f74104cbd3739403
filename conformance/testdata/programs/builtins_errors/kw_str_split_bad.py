print("start")
'a'.split(separator=',')
