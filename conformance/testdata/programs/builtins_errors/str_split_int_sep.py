print("start")
'a b'.split(1)
print("not reached")
