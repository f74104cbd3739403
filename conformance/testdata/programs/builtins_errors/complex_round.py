print("start")
round(1j)
print("not reached")
