print("start")
float(1j)
print("not reached")
