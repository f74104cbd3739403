print("start")
'ab' * None
print("not reached")
