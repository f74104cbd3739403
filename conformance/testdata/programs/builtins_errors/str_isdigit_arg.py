print("start")
'1'.isdigit(1)
print("not reached")
