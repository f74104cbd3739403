print("start")
'abc'[5]
print("not reached")
