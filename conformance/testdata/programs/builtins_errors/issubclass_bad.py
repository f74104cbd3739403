print("start")
issubclass('a', str)
print("not reached")
