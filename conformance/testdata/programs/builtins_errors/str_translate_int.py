print("start")
'abc'.translate(5)
print("not reached")
