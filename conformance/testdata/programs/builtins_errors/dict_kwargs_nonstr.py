print("start")
dict(**{1: 2})
print("not reached")
