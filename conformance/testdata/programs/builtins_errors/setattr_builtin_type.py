print("start")
setattr(int, 'x', 1)
print("not reached")
