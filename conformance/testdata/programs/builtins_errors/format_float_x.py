print("start")
format(1.5, 'x')
print("not reached")
