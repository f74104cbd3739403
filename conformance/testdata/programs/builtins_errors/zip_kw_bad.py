print("start")
zip([1], bad=True)
print("not reached")
