print("start")
print(1, foo=2)
print("not reached")
