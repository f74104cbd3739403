print("start")
isinstance(1, 'int')
print("not reached")
