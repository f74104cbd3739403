print("start")
'a' * 'b'
print("not reached")
