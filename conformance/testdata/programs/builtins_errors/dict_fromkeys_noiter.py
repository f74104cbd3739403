print("start")
dict.fromkeys(3)
print("not reached")
