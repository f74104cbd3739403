print("start")
abs('x')
print("not reached")
