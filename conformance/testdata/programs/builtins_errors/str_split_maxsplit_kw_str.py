print("start")
'a b'.split(maxsplit='1')
print("not reached")
