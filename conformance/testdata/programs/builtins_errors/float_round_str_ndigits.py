print("start")
round(1.5, 'x')
print("not reached")
