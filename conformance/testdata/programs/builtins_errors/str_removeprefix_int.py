print("start")
'a'.removeprefix(1)
print("not reached")
