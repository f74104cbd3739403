print("start")
', '.join([1, 2])
print("not reached")
