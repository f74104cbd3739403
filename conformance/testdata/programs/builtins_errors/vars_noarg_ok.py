print("start")
divmod(1)
print("not reached")
