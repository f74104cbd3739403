print("start")
s = {1}
s[0]
print("not reached")
