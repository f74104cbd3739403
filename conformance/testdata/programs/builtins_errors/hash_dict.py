print("start")
hash({})
print("not reached")
