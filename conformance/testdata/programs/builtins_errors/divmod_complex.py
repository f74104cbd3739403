print("start")
divmod(1j, 1)
print("not reached")
