print("start")
setattr(1, 'x')
print("not reached")
