print("start")
'a'.splitlines('x')
print("not reached")
