print("start")
'abc'.startswith(['a'])
print("not reached")
