print("start")
'abc'.count(1)
print("not reached")
