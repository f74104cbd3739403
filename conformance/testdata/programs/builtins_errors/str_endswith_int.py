print("start")
'abc'.endswith(1)
print("not reached")
