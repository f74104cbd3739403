print("start")
getattr(1, 'nope')
print("not reached")
