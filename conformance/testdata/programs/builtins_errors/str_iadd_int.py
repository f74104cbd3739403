print("start")
s = 'a'
s += 1
print("not reached")
