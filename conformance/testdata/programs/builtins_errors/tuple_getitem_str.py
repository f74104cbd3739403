print("start")
t = (1, 2)
t['a']
print("not reached")
