print("start")
chr(65.0)
print("not reached")
