print("start")
reversed({1, 2})
print("not reached")
