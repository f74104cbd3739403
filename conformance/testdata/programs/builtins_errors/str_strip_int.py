print("start")
'abc'.strip(1)
print("not reached")
