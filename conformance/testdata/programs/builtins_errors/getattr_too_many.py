print("start")
getattr(1, 'real', 2, 3)
print("not reached")
