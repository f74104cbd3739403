print("start")
'abc'.index('a', 'x')
print("not reached")
