print("start")
1j > 0
print("not reached")
