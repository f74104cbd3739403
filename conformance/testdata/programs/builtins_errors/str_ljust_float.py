print("start")
'a'.ljust(2.0)
print("not reached")
