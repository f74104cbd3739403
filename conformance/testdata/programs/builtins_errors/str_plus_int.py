print("start")
'a' + 1
print("not reached")
