print("start")
dict.fromkeys([[1]])
print("not reached")
