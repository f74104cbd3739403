print("start")
list(zip([1], [1, 2], strict=True))
print("not reached")
