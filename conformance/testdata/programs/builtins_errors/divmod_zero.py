print("start")
divmod(5, 0)
print("not reached")
