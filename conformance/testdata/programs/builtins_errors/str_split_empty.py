print("start")
'a b'.split('')
print("not reached")
