print("start")
1j < 2j
print("not reached")
