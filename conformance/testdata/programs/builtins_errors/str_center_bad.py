print("start")
'a'.center(5, 'ab')
print("not reached")
