print("start")
'a' * 1.5
print("not reached")
