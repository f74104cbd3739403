print("start")
min([1, 'a'])
print("not reached")
