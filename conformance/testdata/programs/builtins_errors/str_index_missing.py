print("start")
'abc'.index('z')
print("not reached")
