print("start")
'abc'.find(None)
print("not reached")
