print("start")
setattr(5, 'x', 1)
print("not reached")
