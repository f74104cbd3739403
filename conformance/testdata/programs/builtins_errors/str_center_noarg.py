print("start")
'a'.center()
print("not reached")
