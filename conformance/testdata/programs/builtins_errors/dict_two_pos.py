print("start")
dict({}, {})
print("not reached")
