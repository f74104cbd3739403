print("start")
range(3)['a']
print("not reached")
