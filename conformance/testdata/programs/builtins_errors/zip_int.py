print("start")
zip([1], 2)
print("not reached")
