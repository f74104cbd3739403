print("start")
'abc'['a']
print("not reached")
