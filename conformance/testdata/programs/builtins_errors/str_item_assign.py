print("start")
'abc'[0] = 'x'
print("not reached")
