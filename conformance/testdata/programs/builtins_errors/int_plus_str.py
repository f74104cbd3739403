print("start")
1 + 'a'
print("not reached")
